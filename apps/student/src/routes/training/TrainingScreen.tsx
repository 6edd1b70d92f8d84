import { attendedEntries, calendarFileName, calendarMoment, isTrainingOver } from '@decola/domain';
import {
  AddToCalendarLink,
  INSTRUCTORS_TEXT,
  PARTICIPANTS_TEXT,
  TrainingAgenda,
  TrainingPage,
  TrainingSituation,
  AGENDA_TEXT,
  type AgendaEntryData,
} from '@decola/ui';
import { AreaBoundary } from '../../common/AreaBoundary';
import { useSessionUser } from '../../shell/useSessionUser';
import { TrainingCertificate } from './TrainingCertificate';
import { TrainingInstructorsArea, TrainingParticipantsArea } from './TrainingPeopleAreas';
import { useTraining } from './useTraining';

/** Each panel behind its own boundary: one failing leaves the page working. */
export function TrainingScreen({ trainingId, today }: { trainingId: number; today: Date }) {
  const training = useTraining(trainingId);
  const userId = useSessionUser()?.user.id ?? null;
  const graduation = training.graduation;
  const course = graduation?.trainingCourse;
  const menus = course?.menus ?? [];
  const mine = graduation?.enrolledUsers?.find((user) => user.id === userId);
  const enrolled = Boolean(graduation?.enrolled);
  const attendances = enrolled ? (mine?.attendances ?? []) : null;
  const addToCalendar = (entry: AgendaEntryData) => (
    <AddToCalendarLink
      size="sm"
      subject={entry.title}
      fileName={calendarFileName(`${course?.name ?? ''} ${entry.title}`)}
      events={[
        {
          uid: `decola-treinamento-${trainingId}-encontro-${entry.id}@decola.dev`,
          title: `${course?.name ?? ''} – ${entry.title}`,
          start: calendarMoment(entry.startDate, entry.startHour) ?? entry.startDate,
          end: calendarMoment(entry.startDate, entry.endHour),
          description: entry.description,
          location: entry.location,
        },
      ]}
    />
  );
  return (
    <TrainingPage
      state={training.state}
      notFound={training.notFound}
      training={course}
      situation={
        graduation && (
          <TrainingSituation
            enrolled={enrolled}
            finished={isTrainingOver(menus, today)}
            pending={training.pending}
            percentage={graduation.percentageUser ?? 0}
            attended={attendedEntries(attendances, menus)}
            total={menus.length}
            onEnroll={training.enroll}
            onLeave={training.leave}
            certificate={
              course?.hasCertificate &&
              enrolled && (
                <TrainingCertificate trainingId={trainingId} menus={menus} today={today} />
              )
            }
          />
        )
      }
      agenda={
        <AreaBoundary text={AGENDA_TEXT.error}>
          <TrainingAgenda
            entries={menus}
            today={today}
            currentId={graduation?.currentMenu?.id}
            attendances={attendances}
            renderAddToCalendar={addToCalendar}
          />
        </AreaBoundary>
      }
      instructors={
        <AreaBoundary text={INSTRUCTORS_TEXT.error}>
          <TrainingInstructorsArea trainingId={trainingId} />
        </AreaBoundary>
      }
      participants={
        <AreaBoundary text={PARTICIPANTS_TEXT.error}>
          <TrainingParticipantsArea
            users={graduation?.enrolledUsers ?? []}
            entries={menus}
            currentUserId={userId}
          />
        </AreaBoundary>
      }
    />
  );
}
