/** Small statistics for benchmarks: they print medians and ratios, never assert on time. */
export const median = (xs: number[]): number => percentile(xs, 50);

export function percentile(xs: number[], p: number): number {
  if (!xs.length) return Number.NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export const ms = (x: number): string => `${x.toFixed(x < 10 ? 2 : 1)} ms`;

/** Runs `fn` and returns its wall time in ms. */
export async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}
