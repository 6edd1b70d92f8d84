import { routeHref } from '@decola/domain';
import {
  ClassPicker,
  CONTENT_LIST_TEXT,
  EVENT_PAGE_TEXT,
  EventHeader,
  EventPage,
  Markdown,
} from '@decola/ui';
import { AreaBoundary } from '../../common/AreaBoundary';
import { ClassArea } from './ClassArea';
import { ClassContents } from './ClassContents';
import { useEventClass } from './useEventClass';

/** Each panel in its own boundary: one failing leaves the rest of the page working. */
export function EventScreen({ eventId, classId }: { eventId: number; classId: number }) {
  const state = useEventClass(eventId, classId);
  const { event, eventClass } = state;
  const ready = event && eventClass;
  return (
    <EventPage
      status={state.status}
      notFound={state.notFound}
      errorMessage={state.errorMessage}
      onRetry={state.retry}
      header={
        ready && (
          <EventHeader
            event={event}
            modality={eventClass.modality}
            description={event.description ? <Markdown source={event.description} /> : null}
          />
        )
      }
      classCard={
        ready && (
          <AreaBoundary text={EVENT_PAGE_TEXT.error}>
            <ClassArea
              key={classId}
              eventId={eventId}
              eventName={event.name}
              eventClass={eventClass}
              userId={state.userId}
              enrolled={state.enrolled}
              attended={state.attended}
            />
          </AreaBoundary>
        )
      }
      contents={
        <AreaBoundary text={CONTENT_LIST_TEXT.error}>
          <ClassContents key={classId} eventId={eventId} classId={classId} />
        </AreaBoundary>
      }
      classes={
        <AreaBoundary text={EVENT_PAGE_TEXT.error}>
          <ClassPicker
            classes={state.classes}
            currentId={classId}
            hrefOf={(each) =>
              routeHref({
                name: 'event',
                params: { event_id: String(eventId), class_id: String(each.id) },
              })
            }
          />
        </AreaBoundary>
      }
    />
  );
}
