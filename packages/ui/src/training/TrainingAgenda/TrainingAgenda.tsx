import {
  attendedEntry,
  currentAgendaEntry,
  isTrainingOver,
  sortAgenda,
  toCalendarDay,
  type DateInput,
} from '@decola/domain';
import type { ReactNode } from 'react';
import { AgendaEntry, type AgendaAttendance } from '../AgendaEntry';
import { TrainingPanel } from '../shared/TrainingPanel';
import { AGENDA_TEXT } from '../shared/trainingText';
import type { AgendaEntryData, TrainingAttendance } from '../shared/types';

export type TrainingAgendaProps = {
  /** The training's menus: its calendar entries (modules), in any order. */
  entries: readonly AgendaEntryData[];
  today: DateInput;
  /**
   * The server's current entry; without one, today's, else the next. A training that is over has
   * none: its last meeting is past, not current.
   */
  currentId?: number | null;
  /** The learner's attendance records; null when not enrolled (no presence to show). */
  attendances?: readonly TrainingAttendance[] | null;
  /** Each entry's 'Adicionar à agenda' link. */
  renderAddToCalendar?: (entry: AgendaEntryData) => ReactNode;
};

/** `training-course`: the training's modules as an agenda, the current one marked. */
export function TrainingAgenda({
  entries,
  today,
  currentId,
  attendances = null,
  renderAddToCalendar,
}: TrainingAgendaProps) {
  const sorted = sortAgenda(entries);
  const current = isTrainingOver(sorted, today)
    ? null
    : (currentId ?? currentAgendaEntry(sorted, today)?.id ?? null);
  const day = toCalendarDay(today) ?? '';
  const attendanceOf = (entry: AgendaEntryData): AgendaAttendance => {
    if (!attendances) return null;
    if (attendedEntry(attendances, entry)) return 'attended';
    return entry.startDate < day ? 'missed' : null;
  };
  return (
    <TrainingPanel text={AGENDA_TEXT} slot="training-agenda">
      {sorted.length === 0 ? (
        <p className="text-ink-muted">{AGENDA_TEXT.empty}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {sorted.map((entry) => (
            <li key={entry.id}>
              <AgendaEntry
                entry={entry}
                current={entry.id === current}
                attendance={attendanceOf(entry)}
                addToCalendar={renderAddToCalendar?.(entry)}
              />
            </li>
          ))}
        </ol>
      )}
    </TrainingPanel>
  );
}
