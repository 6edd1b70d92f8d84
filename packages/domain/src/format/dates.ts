import type { DateInput } from '../shared/dates';
import { parseDateTime } from '../shared/dates';

/**
 * A formatter built on its first use: building one loads the locale's data, a long task at start-up
 * on a phone for every module that imports this one, most of which show no date on the first screen.
 */
function dateTimeFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat('pt-BR', options));
}

const dateFormat = dateTimeFormat({ day: '2-digit', month: '2-digit', year: 'numeric' });
const dayMonthFormat = dateTimeFormat({ day: '2-digit', month: '2-digit' });
const timeFormat = dateTimeFormat({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** Dates in the Brazilian format, dd/mm/yyyy; '' when there is no real date. */
export function formatDateBR(value: DateInput | null | undefined): string {
  const date = parseDateTime(value);
  return date ? dateFormat().format(date) : '';
}

/** dd/mm, where the year goes without saying (the statistics chart's last 14 days). */
export function formatDayMonthBR(value: DateInput | null | undefined): string {
  const date = parseDateTime(value);
  return date ? dayMonthFormat().format(date) : '';
}

/** Time of day as HH:mm (pt-BR, 24 h); '' when there is no real date. */
export function formatTimeBR(value: DateInput | null | undefined): string {
  const date = parseDateTime(value);
  return date ? timeFormat().format(date) : '';
}

/** dd/mm/yyyy HH:mm, as lists of orders and statements show a moment. */
export function formatDateTimeBR(value: DateInput | null | undefined): string {
  const date = parseDateTime(value);
  return date ? `${dateFormat().format(date)} ${timeFormat().format(date)}` : '';
}
