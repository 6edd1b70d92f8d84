import { formatDateBR, formatDuration } from '@decola/domain';
import { useId, type ReactNode } from 'react';
import { CalendarIcon, CheckCircleIcon, ClockIcon, HourglassIcon, MapPinIcon } from '../../icons';
import { cn } from '../../lib/cn';
import { TONE_CLASSES } from '../../lib/tone';
import { Markdown } from '../../primitives/Markdown';
import { AGENDA_TEXT } from '../shared/trainingText';
import type { AgendaEntryData } from '../shared/types';

/** The learner's presence on an entry: confirmed, missed (its day has passed), or nothing to say. */
export type AgendaAttendance = 'attended' | 'missed' | null;

export type AgendaEntryProps = {
  entry: AgendaEntryData;
  /** The entry the agenda marks: today's, else the next one, else the last. */
  current?: boolean;
  attendance?: AgendaAttendance;
  /** The entry's 'Adicionar à agenda' link. */
  addToCalendar?: ReactNode;
};

/** A calendar entry shows title, description, date, hours and location. */
export function AgendaEntry({
  entry,
  current = false,
  attendance = null,
  addToCalendar,
}: AgendaEntryProps) {
  const titleId = useId();
  const description = entry.descriptionMarkdown?.trim() || entry.description?.trim() || '';
  return (
    <article
      aria-labelledby={titleId}
      aria-current={current ? 'step' : undefined}
      data-slot="agenda-entry"
      data-current={current || undefined}
      className={cn(
        'flex flex-col gap-3 rounded-card border bg-surface p-4 text-ink',
        current ? 'border-primary-ink ring-1 ring-primary-ink' : 'border-line',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="min-w-0 text-base font-bold break-words">
          {entry.title}
        </h3>
        {current && (
          <span className="rounded-pill bg-primary px-2 py-0.5 text-xs font-semibold text-on-primary">
            {AGENDA_TEXT.current}
          </span>
        )}
      </div>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
        <Fact label={AGENDA_TEXT.date} icon={<CalendarIcon size="sm" />}>
          {formatDateBR(entry.startDate)}
        </Fact>
        <Fact label={AGENDA_TEXT.time} icon={<ClockIcon size="sm" />}>
          {AGENDA_TEXT.hours(entry.startHour.slice(0, 5), entry.endHour.slice(0, 5))}
        </Fact>
        {Boolean(entry.duration) && (
          <Fact label={AGENDA_TEXT.duration} icon={<HourglassIcon size="sm" />}>
            {formatDuration(entry.duration)}
          </Fact>
        )}
        {entry.location && (
          <Fact label={AGENDA_TEXT.location} icon={<MapPinIcon size="sm" />}>
            {entry.location}
          </Fact>
        )}
      </dl>
      {description && <Markdown source={description} className="text-sm" />}
      <div className="flex flex-wrap items-center justify-between gap-2">
        {attendance && (
          <p
            className={cn(
              'flex items-center gap-1 text-sm font-semibold',
              attendance === 'attended' ? TONE_CLASSES.success.ink : 'text-ink-muted',
            )}
          >
            {attendance === 'attended' && <CheckCircleIcon size="sm" />}
            {attendance === 'attended' ? AGENDA_TEXT.attended : AGENDA_TEXT.missed}
          </p>
        )}
        {addToCalendar}
      </div>
    </article>
  );
}

function Fact({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-center gap-1">
      <dt className="sr-only">{label}</dt>
      <dd className="flex items-center gap-1">
        {icon}
        {children}
      </dd>
    </div>
  );
}
