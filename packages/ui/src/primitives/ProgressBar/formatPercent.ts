const percentFormat = new Intl.NumberFormat('pt-BR', {
  style: 'percent',
  maximumFractionDigits: 0,
});

/** A percent between 0 and 100 as pt-BR text ('45%'). */
export const formatPercent = (percent: number): string => percentFormat.format(percent / 100);

/**
 * The whole percent a bar draws: never below 0 nor above 100, and rounded down, so 99,6 % of a
 * course that is not finished never reads '100%'.
 */
export const wholePercent = (value: number): number =>
  Number.isFinite(value) ? Math.floor(Math.min(100, Math.max(0, value))) : 0;
