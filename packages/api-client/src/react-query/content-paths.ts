import type { Answer, CallInit, CallMethod, PathsWith } from '../calls.js';
import type { DecolaClient } from '../client.js';

/** Events answer the content calls of a course under their class's address (spec 2 §7). */
export type ContentOwner = CourseOwner | EventClassOwner;
export interface CourseOwner {
  courseId: number;
}
export interface EventClassOwner {
  eventId: number;
  classId: number;
}

export function isCourseOwner(owner: ContentOwner): owner is CourseOwner {
  return 'courseId' in owner;
}

const COURSE_CONTENTS = '/api/decola/courses/{courseId}/contents';
const EVENT_CONTENTS = '/api/decola/events/{eventId}/class/{classId}/contents';

/** One content call's address under a course or under an event's class. */
export type ContentPath<Rest extends string> =
  `${typeof COURSE_CONTENTS}${Rest}` | `${typeof EVENT_CONTENTS}${Rest}`;

/**
 * The one place a content call chooses the course's or the event class's address; the owner's ids
 * then fill its path parameters (`{ ...owner, contentId }`).
 */
export function contentPath<const Rest extends string>(
  owner: ContentOwner,
  rest: Rest,
): ContentPath<Rest> {
  return `${isCourseOwner(owner) ? COURSE_CONTENTS : EVENT_CONTENTS}${rest}`;
}

type CoursePath<Rest extends string> = `${typeof COURSE_CONTENTS}${Rest}`;
type EventPath<Rest extends string> = `${typeof EVENT_CONTENTS}${Rest}`;

/** A call's options without the owner's ids, which `contentCall` adds. */
type OwnerFree<Init> = Init extends { params: { path: infer Path } }
  ? Omit<Init, 'params'> & {
      params: Omit<Init['params'], 'path'> & { path: Omit<Path, keyof CourseOwner> };
    }
  : Init;

/** Rest of an address that the contract has under both owners for this method. */
type SharedRest<M extends CallMethod, Rest extends string> =
  CoursePath<Rest> extends PathsWith<M>
    ? EventPath<Rest> extends PathsWith<M>
      ? Rest
      : never
    : never;

/**
 * One content call for either owner: typed by the course's address (the contract gives both the same
 * parameters and bodies), sent to the owner's.
 */
export function contentCall<M extends CallMethod, const Rest extends string>(
  api: DecolaClient,
  method: M,
  owner: ContentOwner,
  rest: SharedRest<M, Rest>,
  init: OwnerFree<CallInit<M, CoursePath<Rest> & PathsWith<M>>>,
): Promise<Answer<M, CoursePath<Rest> & PathsWith<M>> | Answer<M, EventPath<Rest> & PathsWith<M>>> {
  const { params, ...options } = init as { params: { path: object } };
  const call = api[method] as (path: string, init: unknown) => Promise<never>;
  return call(contentPath(owner, rest), {
    ...options,
    params: { ...params, path: { ...owner, ...params.path } },
  });
}
