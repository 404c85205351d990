export interface FaultResult { name: string; injectError?: string; outageMs: number; errors: number; attempts: number; byStatus: Record<string, number> }
export interface ModeResult {
  mode: string;
  ok: boolean;
  problems: string[];
  faults: FaultResult[];
  counts: { charges: { answered2xx: number }; webhooks: { missing: number } } & Record<string, unknown>;
}
export function runMode(options: {
  contaUnica: boolean; durationS: number; rate: number; replicas: Record<string, number>; kinds: string[]; offset: number; infraPort?: number; log?: (line: string) => void;
}): Promise<ModeResult>;
export function faultPlan(kinds: string[], replicas: Record<string, number>): { name: string; kind: string; target?: string }[];
