/** Nearest-rank percentile of raw samples (0 < p ≤ 1); NaN when there are none. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length)));
  return sorted[rank - 1] as number;
}

export const ms = (value: number): string => (Number.isNaN(value) ? '–' : `${value.toFixed(1)} ms`);
