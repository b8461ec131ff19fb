// Lighthouse's performance score (v10 to v12, mobile) from metrics measured in Playwright: each metric
// is scored on Lighthouse's log-normal curve through its p10 and median control points, then weighted.
// Speed Index is not measured; its weight (10 %) is spread over the other metrics in proportion.

export interface PageMetrics {
  /** First Contentful Paint, ms. */
  fcp: number;
  /** Largest Contentful Paint, ms. */
  lcp: number;
  /** Total Blocking Time, ms: long tasks' time beyond 50 ms each, after FCP. */
  tbt: number;
  /** Cumulative Layout Shift. */
  cls: number;
}

interface Curve {
  p10: number;
  median: number;
  weight: number;
}

/** Lighthouse 12's mobile scoring: metric → control points and weight. */
export const mobileScoring: Record<keyof PageMetrics, Curve> = {
  fcp: { p10: 1800, median: 3000, weight: 0.1 },
  lcp: { p10: 2500, median: 4000, weight: 0.25 },
  tbt: { p10: 200, median: 600, weight: 0.3 },
  cls: { p10: 0.1, median: 0.25, weight: 0.25 },
};

/** The error function, as Lighthouse approximates it (Abramowitz and Stegun 7.1.26). */
function erf(value: number): number {
  const sign = Math.sign(value);
  const x = Math.abs(value);
  const t = 1 / (1 + 0.3275911 * x);
  const y = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return sign * (1 - y * Math.exp(-x * x));
}

/** Lighthouse's getLogNormalScore: 0.9 at p10, 0.5 at the median, clamped into the band the value is in. */
export function logNormalScore({ p10, median }: Pick<Curve, 'p10' | 'median'>, value: number): number {
  if (value <= 0) return 1;
  const INVERSE_ERFC_ONE_FIFTH = 0.9061938024368232;
  const standardized = (Math.log(value / median) * INVERSE_ERFC_ONE_FIFTH) / -Math.log(p10 / median);
  const score = (1 - erf(standardized)) / 2;
  if (value <= p10) return Math.max(0.9, Math.min(1, score));
  if (value <= median) return Math.max(0.5, Math.min(0.8999999999999999, score));
  return Math.max(0, Math.min(0.49999999999999994, score));
}

/** The performance score, 0 to 100. */
export function performanceScore(metrics: PageMetrics): number {
  const curves = Object.entries(mobileScoring) as Array<[keyof PageMetrics, Curve]>;
  const totalWeight = curves.reduce((sum, [, curve]) => sum + curve.weight, 0);
  const weighted = curves.reduce(
    (sum, [metric, curve]) => sum + logNormalScore(curve, metrics[metric]) * curve.weight,
    0,
  );
  return Math.round((weighted / totalWeight) * 100);
}
