// Preloaded into every Node process of the stack by `bench/multi-process.ts --start --cpu-prof`
// (through NODE_OPTIONS=--require, since --cpu-prof itself is not allowed there). The first SIGUSR2
// starts V8's sampling profiler, the second stops it and writes <pid>.cpuprofile to
// BENCH_CPU_PROF_DIR, so a profile covers the measured runs and not the start-up.
const { Session } = require("node:inspector");
const { mkdirSync, writeFileSync } = require("node:fs");
const { join } = require("node:path");

const dir = process.env.BENCH_CPU_PROF_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  let running = false;
  process.on("SIGUSR2", () => {
    if (!running) {
      running = true;
      session.post("Profiler.enable", () => session.post("Profiler.start"));
      return;
    }
    running = false;
    session.post("Profiler.stop", (err, result) => {
      if (err) return;
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, `${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
