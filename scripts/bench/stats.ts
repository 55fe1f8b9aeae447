/** Small statistics for the benchmark: every figure it reports is a median of repeated runs. */

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const at = (index: number): number => sorted[index] ?? Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/** The ratio of a figure to the default site's, rounded to two decimals; undefined without a baseline. */
export function ratio(value: number | undefined, baseline: number | undefined): number | undefined {
  if (value === undefined || baseline === undefined || baseline === 0) return undefined;
  return Math.round((value / baseline) * 100) / 100;
}
