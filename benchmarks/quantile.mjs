/**
 * The nearest-rank quantile every benchmark reports: the smallest value with at least `q`
 * of the values at or below it (q = 0.95: the p95; q = 0.5 of an even count: the lower
 * middle value). Undefined for no values.
 */
export const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};
