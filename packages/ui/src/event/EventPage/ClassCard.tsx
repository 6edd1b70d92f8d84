import {
  canUnenroll,
  CLASS_ENROLLMENT_MESSAGES,
  enrollmentWindow,
  formatEventSchedule,
  formatMomentBR,
  placesLeft,
  type ClassEnrollmentBlocker,
  type DateInput,
} from '@decola/domain';
import { useId, useState, type ReactNode } from 'react';
import { CardBadge } from '../../cards/CardBadge';
import { CheckIcon } from '../../icons';
import { Avatar } from '../../primitives/Avatar';
import { Button, firstClickOnly } from '../../primitives/Button';
import { ConfirmDialog } from '../../primitives/ConfirmDialog';
import { EVENT_PAGE_TEXT } from './eventPageText';
import type { EventPageClass } from './types';

export type ClassCardProps = {
  eventClass: EventPageClass;
  enrolled: boolean;
  attended: boolean;
  /** For the enrolment window. */
  now: DateInput;
  /** domain `classEnrollmentBlocker` before a call, or the code the server refused with. */
  blocker: ClassEnrollmentBlocker | null;
  enrolling: boolean;
  onEnroll: () => void;
  /** A rejection keeps the confirmation open with its message. */
  onUnenroll: () => Promise<unknown>;
  /** The class's 'Adicionar à agenda'. */
  calendar?: ReactNode;
  /** The certificate, when the class has one and the learner attended. */
  certificate?: ReactNode;
  /** Said to screen readers after an action ('Inscrição feita.'). */
  announcement?: string;
};

function windowNotice(eventClass: EventPageClass, now: DateInput): string | null {
  const state = enrollmentWindow(eventClass, now);
  if (state === 'notOpen')
    return EVENT_PAGE_TEXT.opensAt(formatMomentBR(eventClass.enrollmentStart));
  if (state === 'closed') return EVENT_PAGE_TEXT.closedAt(formatMomentBR(eventClass.enrollmentEnd));
  return null;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm font-semibold text-ink-muted">{term}</dt>
      <dd className="break-words text-ink">{children}</dd>
    </div>
  );
}

/** 3: the chosen class — schedule, window, places, instructors, enrolment. */
export function ClassCard({
  eventClass,
  enrolled,
  attended,
  now,
  blocker,
  enrolling,
  onEnroll,
  onUnenroll,
  calendar,
  certificate,
  announcement = '',
}: ClassCardProps) {
  const titleId = useId();
  const noticeId = useId();
  const [confirming, setConfirming] = useState(false);
  const schedule = formatEventSchedule({ id: eventClass.id, type: 1, classes: [eventClass] });
  const capacity = eventClass.maxCapacity ?? 0;
  const left = placesLeft(eventClass);
  const finished = Boolean(eventClass.finishedAt);
  let notice = enrolled ? null : windowNotice(eventClass, now);
  if (blocker) notice = CLASS_ENROLLMENT_MESSAGES[blocker];
  const instructors = eventClass.instructors ?? [];
  const window = [eventClass.enrollmentStart, eventClass.enrollmentEnd]
    .map(formatMomentBR)
    .filter(Boolean)
    .join(' até ');

  return (
    <section
      aria-labelledby={titleId}
      data-slot="class-card"
      className="flex flex-col gap-5 rounded-card bg-surface p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-2">
        <h2 id={titleId} className="text-xl font-bold break-words text-ink">
          {eventClass.name}
        </h2>
        <div className="flex flex-wrap gap-2">
          {enrolled && <CardBadge kind="inProgress">{EVENT_PAGE_TEXT.enrolled}</CardBadge>}
          {attended && (
            <CardBadge kind="finished" icon={<CheckIcon size="xs" />}>
              {EVENT_PAGE_TEXT.attended}
            </CardBadge>
          )}
          {finished && <CardBadge kind="locked">{EVENT_PAGE_TEXT.finished}</CardBadge>}
        </div>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Row term={EVENT_PAGE_TEXT.date}>{schedule.date || EVENT_PAGE_TEXT.toBeDefined}</Row>
        <Row term={EVENT_PAGE_TEXT.time}>{schedule.time || EVENT_PAGE_TEXT.toBeDefined}</Row>
        <Row term={EVENT_PAGE_TEXT.location}>
          {eventClass.location || EVENT_PAGE_TEXT.toBeDefined}
        </Row>
        <Row term={EVENT_PAGE_TEXT.enrollment}>{window || EVENT_PAGE_TEXT.toBeDefined}</Row>
        <Row term={EVENT_PAGE_TEXT.capacity}>
          {capacity > 0 ? capacity : EVENT_PAGE_TEXT.noLimit}
        </Row>
        {left !== null && (
          <Row term={EVENT_PAGE_TEXT.placesLeft}>
            <span data-slot="places-left">{left}</span>
          </Row>
        )}
        <Row term={EVENT_PAGE_TEXT.instructors}>
          {instructors.length > 0 ? (
            <ul className="flex flex-wrap gap-x-4 gap-y-2 pt-1">
              {instructors.map((instructor) => (
                <li key={instructor.id} className="flex items-center gap-2">
                  <Avatar size="sm" name={instructor.name} image={instructor.image} />
                  {instructor.name}
                </li>
              ))}
            </ul>
          ) : (
            EVENT_PAGE_TEXT.noInstructors
          )}
        </Row>
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        {!enrolled && (
          <Button
            size="lg"
            loading={enrolling}
            disabled={notice !== null}
            aria-describedby={notice ? noticeId : undefined}
            onClick={onEnroll}
          >
            {EVENT_PAGE_TEXT.enroll}
          </Button>
        )}
        {enrolled && canUnenroll(eventClass) && (
          <Button variant="ghost" size="lg" onClick={firstClickOnly(() => setConfirming(true))}>
            {EVENT_PAGE_TEXT.unenroll}
          </Button>
        )}
        {calendar}
        {certificate}
      </div>
      <p id={noticeId} role="status" data-slot="class-notice" className="text-ink empty:hidden">
        {notice}
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <ConfirmDialog
        open={confirming}
        title={EVENT_PAGE_TEXT.unenrollTitle}
        message={EVENT_PAGE_TEXT.unenrollMessage(eventClass.name)}
        confirmLabel={EVENT_PAGE_TEXT.unenroll}
        cancelLabel={EVENT_PAGE_TEXT.keep}
        onConfirm={async () => {
          await onUnenroll();
          setConfirming(false);
        }}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
