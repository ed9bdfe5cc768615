// Lighthouse's mobile preset slows the CPU 4x, a factor calibrated for a high-end desktop host; on a slower
// host the same factor emulates a much slower phone. Lighthouse's throttling docs point to its CPU throttling
// calculator, which maps the host's BenchmarkIndex to the multiplier that makes the host behave like the
// reference phone. The calculator's mapping is piecewise linear: 150 → 1x, 800 → 2x, 1300 → 3x, and 1x more
// for every further 233 points (so about 1533 → 4x, the default's reference host).

/** The default mobile preset's CPU slowdown. */
export const DEFAULT_CPU_MULTIPLIER = 4;

/** Lighthouse's calculator: the CPU slowdown that makes a host of this BenchmarkIndex emulate the reference phone. */
export function cpuMultiplierFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new RangeError(`not a BenchmarkIndex: ${benchmarkIndex}`);
  }
  // Below 150 the host is slower than the reference phone: no slowdown can fix that, so none is applied.
  if (benchmarkIndex < 150) return 1;
  if (benchmarkIndex < 800) return 1 + (benchmarkIndex - 150) / 650;
  if (benchmarkIndex < 1300) return 2 + (benchmarkIndex - 800) / 500;
  return 3 + (benchmarkIndex - 1300) / 233;
}
