import type { DateInput } from '../shared/dates';
import { parseDateTime } from '../shared/dates';

const dateFormat = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const dayMonthFormat = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit' });
const timeFormat = new Intl.DateTimeFormat('pt-BR', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Dates in the Brazilian format, dd/mm/yyyy; '' when there is no real date. */
export function formatDateBR(value: DateInput | null | undefined): string {
  const date = parseDateTime(value);
  return date ? dateFormat.format(date) : '';
}

/** dd/mm, where the year goes without saying (the statistics chart's last 14 days). */
export function formatDayMonthBR(value: DateInput | null | undefined): string {
  const date = parseDateTime(value);
  return date ? dayMonthFormat.format(date) : '';
}

/** Time of day as HH:mm (pt-BR, 24 h); '' when there is no real date. */
export function formatTimeBR(value: DateInput | null | undefined): string {
  const date = parseDateTime(value);
  return date ? timeFormat.format(date) : '';
}

/** dd/mm/yyyy HH:mm, as lists of orders and statements show a moment. */
export function formatDateTimeBR(value: DateInput | null | undefined): string {
  const date = parseDateTime(value);
  return date ? `${dateFormat.format(date)} ${timeFormat.format(date)}` : '';
}
