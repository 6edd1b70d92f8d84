import { LIMITS } from '../constants/limits';

const oneDecimal = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const upToOneDecimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** A rating shows one decimal when above 0 ('4,5'); otherwise '0'. */
export const formatRating = (rating: number | null | undefined): string =>
  rating != null && rating > 0 ? oneDecimal.format(rating) : '0';

// Truncated, not rounded: 999 999 must read 999,9k, never 1.000k.
const truncateToTenths = (value: number): number => Math.trunc(value * 10) / 10;

/** 1.234 → '1,2k', 1.500.000 → '1,5m'; smaller counts stay whole. */
export function abbreviateCount(n: number): string {
  const size = Math.abs(n);
  if (size >= 1_000_000) return `${upToOneDecimal.format(truncateToTenths(n / 1_000_000))}m`;
  if (size >= 1_000) return `${upToOneDecimal.format(truncateToTenths(n / 1_000))}k`;
  return upToOneDecimal.format(Math.trunc(n));
}

/** Counts shorten on screens 700 px wide or less. */
export const shouldAbbreviateCounts = (width: number): boolean =>
  width <= LIMITS.breakpoints.narrowCountMax;

export const formatCount = (n: number, width: number): string =>
  shouldAbbreviateCounts(width) ? abbreviateCount(n) : new Intl.NumberFormat('pt-BR').format(n);

/** Circle progress is capped at 100 % (and never below 0). */
export const circleProgressPercent = (percent: number): number =>
  Math.min(LIMITS.circleProgressMaxPercent, Math.max(0, Number.isFinite(percent) ? percent : 0));

/** A track's 'finalizados' as a percent of its courses, capped. */
export const trackProgressPercent = (finishedCourses: number, totalCourses: number): number =>
  totalCourses > 0 ? circleProgressPercent((finishedCourses / totalCourses) * 100) : 0;
