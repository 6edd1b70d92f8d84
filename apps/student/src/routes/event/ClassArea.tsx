import { calendarFileName } from '@decola/domain';
import { AddToCalendarLink, ClassCard, type EventPageClass } from '@decola/ui';
import { useToday } from '../../common/useToday';
import { ClassCertificate } from './ClassCertificate';
import { useClassEnrollment } from './useClassEnrollment';

type ClassAreaProps = {
  eventId: number;
  eventName: string;
  eventClass: EventPageClass;
  userId: number | undefined;
  enrolled: boolean;
  attended: boolean;
};

/** The chosen class: enrolment, its .ics and, once attended, its certificate. */
export function ClassArea({
  eventId,
  eventName,
  eventClass,
  userId,
  enrolled,
  attended,
}: ClassAreaProps) {
  const now = useToday();
  const enrollment = useClassEnrollment(eventId, eventClass, userId, enrolled);
  const title = `${eventName} – ${eventClass.name}`;
  return (
    <ClassCard
      eventClass={eventClass}
      enrolled={enrolled}
      attended={attended}
      now={now}
      blocker={enrollment.blocker}
      enrolling={enrollment.enrolling}
      onEnroll={() => void enrollment.enroll()}
      onUnenroll={enrollment.unenroll}
      announcement={enrollment.announcement}
      calendar={
        <AddToCalendarLink
          events={[
            {
              uid: `decola-evento-${eventId}-turma-${eventClass.id}@${window.location.host}`,
              title,
              start: eventClass.scheduleStartDateTime ?? '',
              end: eventClass.scheduleEndDateTime,
              location: eventClass.location,
              url: window.location.href,
            },
          ]}
          fileName={calendarFileName(title)}
        />
      }
      certificate={
        eventClass.hasCertificate && attended ? (
          <ClassCertificate eventId={eventId} classId={eventClass.id} />
        ) : null
      }
    />
  );
}
