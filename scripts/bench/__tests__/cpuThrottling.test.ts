import { describe, expect, it } from 'vitest';
import { cpuMultiplierFor, DEFAULT_CPU_MULTIPLIER } from '../cpuThrottling.mjs';

describe('cpuMultiplierFor', () => {
  it('gives the default 4x on the reference host of the mobile preset', () => {
    expect(cpuMultiplierFor(1533)).toBeCloseTo(DEFAULT_CPU_MULTIPLIER, 1);
  });

  it("follows the calculator's anchors", () => {
    expect(cpuMultiplierFor(150)).toBe(1);
    expect(cpuMultiplierFor(800)).toBe(2);
    expect(cpuMultiplierFor(1300)).toBe(3);
    expect(cpuMultiplierFor(2000)).toBeCloseTo(6, 0);
  });

  it('is continuous and rising across the pieces', () => {
    expect(cpuMultiplierFor(799.9)).toBeCloseTo(2, 3);
    expect(cpuMultiplierFor(1299.9)).toBeCloseTo(3, 3);
    expect(cpuMultiplierFor(1000)).toBeGreaterThan(cpuMultiplierFor(900));
  });

  it('never speeds a host up, and rejects what is not an index', () => {
    expect(cpuMultiplierFor(90)).toBe(1);
    expect(() => cpuMultiplierFor(Number.NaN)).toThrow(RangeError);
    expect(() => cpuMultiplierFor(0)).toThrow(RangeError);
  });
});
