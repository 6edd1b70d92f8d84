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
  const current = useEventClass(eventId, classId);
  const { event, eventClass } = current;
  const ready = event && eventClass;
  return (
    <EventPage
      state={current.state}
      notFound={current.notFound}
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
              userId={current.userId}
              enrolled={current.enrolled}
              attended={current.attended}
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
            classes={current.classes}
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
