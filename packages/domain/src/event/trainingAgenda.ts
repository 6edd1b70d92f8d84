import { toCalendarDay, type DateInput } from '../shared/dates';
import { hasAttended, type AttendanceRecord } from './attendance';

/** A training's calendar entry (menu) as far as its agenda needs it. */
export interface AgendaDay {
  id: number;
  startDate: string;
  startHour?: string | null;
}

const startOf = (entry: AgendaDay): string => `${entry.startDate} ${entry.startHour ?? ''}`;

/** The calendar entries in the order they happen. */
export const sortAgenda = <T extends AgendaDay>(entries: readonly T[]): T[] =>
  [...entries].sort((a, b) => startOf(a).localeCompare(startOf(b)));

/** The entry the agenda marks: today's, else the next one, else the last (the training is over). */
export function currentAgendaEntry<T extends AgendaDay>(
  entries: readonly T[],
  today: DateInput,
): T | null {
  const day = toCalendarDay(today) ?? '';
  const sorted = sortAgenda(entries);
  return sorted.find((entry) => entry.startDate >= day) ?? sorted.at(-1) ?? null;
}

/** Every entry is over: the day of the last one has passed. */
export function isTrainingOver(entries: readonly AgendaDay[], today: DateInput): boolean {
  const last = sortAgenda(entries).at(-1);
  const day = toCalendarDay(today);
  return Boolean(last && day && last.startDate < day);
}

/** Present on an entry when an attendance record exists on its day. */
export const attendedEntry = (
  attendances: readonly AttendanceRecord[] | null | undefined,
  entry: AgendaDay,
): boolean => hasAttended(attendances, entry.startDate);

/** How many of the entries a user checked in to. */
export const attendedEntries = (
  attendances: readonly AttendanceRecord[] | null | undefined,
  entries: readonly AgendaDay[],
): number => entries.filter((entry) => attendedEntry(attendances, entry)).length;

/**
 * The class refusals as a training's learner reads them: the server's texts name a
 * 'turma', which a training is not.
 */
export const TRAINING_ENROLLMENT_MESSAGES: Readonly<Record<string, string>> = {
  ALREADY_ENROLLED: 'Você já está inscrito neste treinamento.',
  MAX_CAPACITY_REACHED: 'Não há mais vagas neste treinamento.',
  EVENT_CLASS_FINISHED: 'Este treinamento já foi finalizado.',
};

/** A training's refusal in its own words, else null (the error's own message then stands). */
export const trainingRefusalMessage = (code: unknown): string | null =>
  typeof code === 'string' ? (TRAINING_ENROLLMENT_MESSAGES[code] ?? null) : null;
