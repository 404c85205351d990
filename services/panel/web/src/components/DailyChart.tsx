import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { formatCents, shortDay } from "../format";

/**
 * Received amounts per São Paulo day (bars, uPlot on a canvas). The canvas is decoration for sighted
 * users: the figure's caption states the total and the table below it carries every day's figure.
 */
export function DailyChart({ days, cents }: { days: string[]; cents: number[] }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const xs = days.map((_, i) => i);
    const width = Math.max(280, el.clientWidth);
    const plot = new uPlot(
      {
        width,
        height: 220,
        legend: { show: false },
        cursor: { show: true, points: { show: false } },
        // Half a day of room on each side: the bars are centred on their day, so without it the first
        // and the last (today's) bar would be cut in half at the plot's edges.
        scales: { x: { time: false, range: () => [-0.5, days.length - 0.5] } },
        axes: [
          { values: (_u, splits) => splits.map((i) => (days[i] ? shortDay(days[i]) : "")), space: 48, incrs: [1, 2, 3, 5, 7, 10, 15] },
          { values: (_u, splits) => splits.map((v) => formatCents(v).replace(",00", "")), size: 80 },
        ],
        series: [{}, { label: "Recebido", stroke: "#0b6e4f", fill: "rgba(11,110,79,0.35)", paths: uPlot.paths.bars!({ size: [0.7, 40] }), points: { show: false } }],
      },
      [xs, cents],
      el,
    );
    const resize = () => plot.setSize({ width: Math.max(280, el.clientWidth), height: 220 });
    window.addEventListener("resize", resize);
    return () => {
      window.removeEventListener("resize", resize);
      plot.destroy();
    };
  }, [days, cents]);
  return <div ref={host} className="chart" aria-hidden="true" />;
}
