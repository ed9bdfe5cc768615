import { describe, expect, it } from 'vitest';
import { elapsed, PhaseLog } from '../progress';

describe('PhaseLog', () => {
  it('prints a phase when it starts, while it runs and with its time when it ends', () => {
    const lines: string[] = [];
    let now = 0;
    const log = new PhaseLog(
      (line) => lines.push(line),
      60_000,
      () => now,
    );
    log.start('bundling for the browser');
    now = 61_000;
    log.beat();
    now = 125_000;
    log.end('bundling for the browser');
    log.end('bundling for the browser');
    expect(lines).toEqual([
      '[progress] bundling for the browser…',
      '[progress] still bundling for the browser (1m 01s so far)',
      '[progress] bundling for the browser: done in 2m 05s',
    ]);
  });

  it('writes seconds alone under a minute', () => {
    expect(elapsed(0, 9_400)).toBe('9s');
  });
});
