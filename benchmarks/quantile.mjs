/**
 * The nearest-rank quantile every benchmark reports: the smallest value with at least `q`
 * of the values at or below it (q = 0.95: the p95; q = 0.5 of an even count: the lower
 * middle value). Undefined for no values.
 */
export const quantile = (values, q) =>
  quantileOfSorted(
    [...values].sort((a, b) => a - b),
    q,
  );

/** `quantile` of values already sorted ascending, for a caller that reads several. */
export const quantileOfSorted = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
