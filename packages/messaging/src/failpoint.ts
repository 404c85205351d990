/**
 * Crash tests' kill switch: with PIX_FAILPOINT set to this point's name the process dies here at once
 * (SIGKILL: no handler, no flush, no graceful stop), as a power cut would. Only the crash test sets it.
 */
export function failpoint(name: string): void {
  if (process.env.PIX_FAILPOINT === name) process.kill(process.pid, "SIGKILL");
}
