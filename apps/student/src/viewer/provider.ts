import type { ContentOwner } from '@decola/api-client/react-query';
import { InternalError, parseUrlNumber, routeHref, type RouteName } from '@decola/domain';
import { sendWrite } from '../api/outbox';

/** Where a content comes from: a course, or an event's class. */
export interface ContentProvider {
  owner: ContentOwner;
  /** The course's id when the content is a course's: its last content finishes the course. */
  courseId: number | null;
  parentHref: string;
  contentHref: (contentId: number | string) => string;
  /** A page of a questionnaire of an exercise content (the first unless told). */
  questionnaireHref: (contentId: number, questionnaireId: number, page?: number) => string;
  /** Saves when the page may be going away: `keepalive` lets the request outlive the tab. */
  saveOnLeave: (
    contentId: number,
    save: { progress?: { speedRate: number; seconds: number }; checkpoint?: number },
  ) => Promise<unknown>;
}

type Params = Readonly<Partial<Record<string, string>>>;

/**
 * Through the outbox as the page goes away: sent at once with keepalive when online, else kept on
 * the device for the next visit. Both go together: the page may not live to send a second.
 */
const saveOnLeaveOf =
  (owner: ContentOwner): ContentProvider['saveOnLeave'] =>
  (contentId, { progress, checkpoint }) =>
    Promise.all([
      checkpoint === undefined
        ? null
        : sendWrite(
            'checkpoint',
            { owner, contentId, body: { seconds: checkpoint } },
            { leaving: true },
          ),
      progress
        ? sendWrite('progress', { owner, contentId, body: progress }, { leaving: true })
        : null,
    ]);

function courseProvider(courseId: number): ContentProvider {
  const course_id = String(courseId);
  return {
    owner: { courseId },
    courseId,
    parentHref: routeHref({ name: 'course', params: { course_id } }),
    contentHref: (contentId) =>
      routeHref({ name: 'course_content', params: { course_id, content_id: String(contentId) } }),
    questionnaireHref: (contentId, questionnaireId, page = 1) =>
      routeHref({
        name: 'course_questionnaire',
        params: {
          course_id,
          content_id: String(contentId),
          questionnaire_id: String(questionnaireId),
          page: String(page),
        },
      }),
    saveOnLeave: saveOnLeaveOf({ courseId }),
  };
}

function eventProvider(eventId: number, classId: number): ContentProvider {
  const event_id = String(eventId);
  const class_id = String(classId);
  return {
    owner: { eventId, classId },
    courseId: null,
    parentHref: routeHref({ name: 'event', params: { event_id, class_id } }),
    contentHref: (contentId) =>
      routeHref({
        name: 'event_content',
        params: { event_id, class_id, content_id: String(contentId) },
      }),
    questionnaireHref: (contentId, questionnaireId, page = 1) =>
      routeHref({
        name: 'event_questionnaire',
        params: {
          event_id,
          class_id,
          content_id: String(contentId),
          questionnaire_id: String(questionnaireId),
          page: String(page),
        },
      }),
    saveOnLeave: saveOnLeaveOf({ eventId, classId }),
  };
}

/**
 * The provider of the route, or null when an id in the address is not a number (not found).
 * Any other route has no provider: a wiring mistake.
 */
export function providerOf(route: RouteName | undefined, params: Params): ContentProvider | null {
  // A questionnaire of a content belongs to the same course or class as the content.
  if (route === 'course_content' || route === 'course_questionnaire') {
    const courseId = parseUrlNumber(params.course_id);
    return courseId === undefined ? null : courseProvider(courseId);
  }
  if (route === 'event_content' || route === 'event_questionnaire') {
    const eventId = parseUrlNumber(params.event_id);
    const classId = parseUrlNumber(params.class_id);
    return eventId === undefined || classId === undefined ? null : eventProvider(eventId, classId);
  }
  throw new InternalError('NO_CONTENT_PROVIDER');
}
