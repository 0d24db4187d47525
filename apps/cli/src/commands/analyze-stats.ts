/**
 * The numbers `naipe analyze` reports at the end: the winnable share with its 95% Wilson
 * score interval, verdict counts and solve-time percentiles.
 */

export interface VerdictCounts {
  readonly winnable: number;
  readonly impossible: number;
  readonly unknown: number;
}

/** z for a two-sided 95% interval. */
const Z95 = 1.959963984540054;

/**
 * The Wilson score interval of `successes` out of `trials`: unlike the normal
 * approximation it stays inside [0, 1] and behaves near 0% and 100%, where solitaire
 * winnable rates live.
 */
export function wilsonInterval(
  successes: number,
  trials: number,
  z = Z95,
): { readonly low: number; readonly high: number } {
  if (trials === 0) return { low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/**
 * The winnable share when some verdicts are unknown: the low end counts every unknown
 * as impossible, the high end counts every unknown as winnable, so the interval covers
 * whatever the unknown deals turn out to be.
 */
export function winnableInterval(counts: VerdictCounts): {
  readonly low: number;
  readonly high: number;
} {
  const total = counts.winnable + counts.impossible + counts.unknown;
  return {
    low: wilsonInterval(counts.winnable, total).low,
    high: wilsonInterval(counts.winnable + counts.unknown, total).high,
  };
}

/** The value at quantile `q` (0..1) of sorted values, by the nearest-rank method. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1]!;
}

/** Two decimals, three near 0% and 100% where the interesting digits are. */
function percent(x: number): string {
  if (x === 0 || x === 1) return `${100 * x}%`;
  return `${(100 * x).toFixed(x > 0.999 || x < 0.001 ? 3 : 2)}%`;
}

export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms)) return '?';
  if (ms < 1_000) return `${Math.round(ms)}ms`;
  const seconds = Math.round(ms / 1_000);
  if (seconds < 60) return `${(ms / 1_000).toFixed(1)}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m${String(seconds % 60).padStart(2, '0')}s`;
  return `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}m`;
}

export interface Summary {
  readonly counts: VerdictCounts;
  /** Solve times in ms of every deal counted. */
  readonly times: readonly number[];
  /** Deals analysed by this run (the rest came from an earlier run's file). */
  readonly analysedNow: number;
  readonly elapsedMs: number;
  /** Where the deals came from, when not from this run and its file (a merge). */
  readonly source?: string;
}

export function countVerdicts(
  results: readonly { readonly verdict: keyof VerdictCounts }[],
): VerdictCounts {
  const counts = { winnable: 0, impossible: 0, unknown: 0 };
  for (const line of results) counts[line.verdict]++;
  return counts;
}

export function formatSummary(summary: Summary): string {
  const { counts } = summary;
  const total = counts.winnable + counts.impossible + counts.unknown;
  if (total === 0) return 'no deals analysed';
  const { low, high } = winnableInterval(counts);
  const sorted = [...summary.times].sort((a, b) => a - b);
  const rate = summary.analysedNow / (summary.elapsedMs / 1_000);
  const lines = [
    `deals:      ${total} (${summary.source ?? `${summary.analysedNow} analysed now, ${total - summary.analysedNow} from the file`})`,
    `winnable:   ${counts.winnable} (${percent(counts.winnable / total)}; 95% Wilson interval ${percent(low)} to ${percent(high)}, unknowns counted both ways)`,
    `impossible: ${counts.impossible}`,
    `unknown:    ${counts.unknown}`,
    `solve time: p50 ${formatDuration(percentile(sorted, 0.5))}, p90 ${formatDuration(percentile(sorted, 0.9))}, p99 ${formatDuration(percentile(sorted, 0.99))}, max ${formatDuration(sorted.at(-1)!)}`,
  ];
  if (summary.analysedNow > 0) {
    lines.push(
      `this run:   ${summary.analysedNow} deals in ${formatDuration(summary.elapsedMs)}, ${rate.toFixed(1)} deals/s`,
    );
  }
  return lines.join('\n');
}
