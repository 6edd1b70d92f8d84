import { buildCalendarFile, CALENDAR_FILE_TYPE, type CalendarFileEvent } from '@decola/domain';
import { CalendarIcon } from '../../icons';
import { downloadFile } from '../../lib/downloadFile';
import { Button, type ButtonProps } from '../../primitives/Button';

export const ADD_TO_CALENDAR_TEXT = {
  label: 'Adicionar à agenda',
} as const;

export type AddToCalendarLinkProps = {
  /** The class's days or one calendar entry; an event without a real start is left out. */
  events: readonly CalendarFileEvent[];
  /** domain `calendarFileName` of what is added. */
  fileName: string;
  /** What is added, read after the label: a page with several tells them apart. */
  subject?: string;
  /** The file's DTSTAMP; the clock by default. */
  now?: () => Date;
  size?: ButtonProps['size'];
  className?: string;
};

/** Downloads a valid iCalendar file (domain `buildCalendarFile`) made in the page. */
export function AddToCalendarLink({
  events,
  fileName,
  subject,
  now = () => new Date(),
  size = 'md',
  className,
}: AddToCalendarLinkProps) {
  return (
    <Button
      variant="secondary"
      size={size}
      className={className}
      data-slot="add-to-calendar"
      // Starts with the visible label, so speech control finds it by what it shows.
      aria-label={subject ? `${ADD_TO_CALENDAR_TEXT.label}: ${subject}` : undefined}
      onClick={() => downloadFile(buildCalendarFile(events, now()), CALENDAR_FILE_TYPE, fileName)}
    >
      <CalendarIcon size={size === 'lg' ? 'lg' : 'md'} />
      {ADD_TO_CALENDAR_TEXT.label}
    </Button>
  );
}
