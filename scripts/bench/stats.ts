// Small numeric helpers of the benchmark.

/** Median of a non-empty list (mean of the two middle values for an even count). */
export function median(values: number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Math.round((value ?? 0) * 1000) / 1000;
}

/** Percentage change from `before` to `after`, one decimal. */
export function growthPercent(before: number, after: number): number {
  return before > 0 ? Math.round(((after - before) / before) * 1000) / 10 : 0;
}
