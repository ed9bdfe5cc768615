/** Minutes and seconds since `start` (milliseconds), as `1m 05s`. */
export function elapsed(start: number, now: number): string {
  const seconds = Math.max(0, Math.round((now - start) / 1000));
  const minutes = Math.floor(seconds / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return minutes > 0 ? `${minutes}m ${rest}s` : `${seconds}s`;
}

/**
 * Prints each phase as it starts and ends with its time, and every `heartbeat` milliseconds while a
 * phase runs says it still runs: a build with no terminal attached shows no progress bar otherwise.
 */
export class PhaseLog {
  private readonly running = new Map<string, number>();
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly print: (line: string) => void,
    private readonly heartbeat = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  start(phase: string): void {
    this.running.set(phase, this.now());
    this.print(`[progress] ${phase}…`);
    this.timer ??= setInterval(() => this.beat(), this.heartbeat);
    this.timer.unref?.();
  }

  end(phase: string, what = 'done'): void {
    const started = this.running.get(phase);
    if (started === undefined) return;
    this.running.delete(phase);
    this.print(`[progress] ${phase}: ${what} in ${elapsed(started, this.now())}`);
    if (this.running.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  beat(): void {
    for (const [phase, started] of this.running)
      this.print(`[progress] still ${phase} (${elapsed(started, this.now())} so far)`);
  }
}
