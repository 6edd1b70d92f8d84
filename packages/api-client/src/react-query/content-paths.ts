import type { Answer, CallInit, CallMethod, PathsWith } from '../calls.js';
import type { DecolaClient } from '../client.js';

/** Events answer the content calls of a course under their class's address. */
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

type CoursePath<Rest extends string> = `${typeof COURSE_CONTENTS}${Rest}`;
type EventPath<Rest extends string> = `${typeof EVENT_CONTENTS}${Rest}`;

/** One content call's address under a course or under an event's class. */
export type ContentPath<Rest extends string> = CoursePath<Rest> | EventPath<Rest>;

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

/**
 * A call's options without the owner's ids, which `contentCall` adds. Mapped key by key rather than
 * through `Omit` of the whole options: that form cost each type check about 15 s.
 */
type OwnerFree<Init> = {
  [Key in keyof Init]: Key extends 'params' ? ParamsWithoutOwner<Init[Key]> : Init[Key];
};
type ParamsWithoutOwner<Params> = {
  [Key in keyof Params]: Key extends 'path' ? Omit<Params[Key], keyof CourseOwner> : Params[Key];
};

/** What follows `Base` in the contract's addresses that have this method. */
type RestsUnder<M extends CallMethod, Base extends string> =
  PathsWith<M> extends infer Path ? (Path extends `${Base}${infer Rest}` ? Rest : never) : never;

/**
 * The rests of an address that the contract has under both owners for this method, worked out once
 * per method: a call then names one of them and nothing else is inferred.
 */
type SharedRest<M extends CallMethod> = Extract<
  RestsUnder<M, typeof COURSE_CONTENTS>,
  RestsUnder<M, typeof EVENT_CONTENTS>
>;

/** The contract's address of a content call under a course (or an event's class). */
type CourseCall<M extends CallMethod, Rest extends string> = CoursePath<Rest> & PathsWith<M>;
type EventCall<M extends CallMethod, Rest extends string> = EventPath<Rest> & PathsWith<M>;

/**
 * One content call for either owner: typed by the course's address (the contract gives both the same
 * parameters and bodies), sent to the owner's.
 */
export function contentCall<M extends CallMethod, const Rest extends SharedRest<M>>(
  api: DecolaClient,
  method: M,
  owner: ContentOwner,
  rest: Rest,
  // Not inferred from: the options are read once the address is known.
  init: NoInfer<OwnerFree<CallInit<M, CourseCall<M, Rest>>>>,
): Promise<Answer<M, CourseCall<M, Rest>> | Answer<M, EventCall<M, Rest>>>;
// Untyped inside: relating the typed options above to any shape by a cast made TypeScript expand
// every path of the contract (15 s of each type check).
export function contentCall(
  api: DecolaClient,
  method: CallMethod,
  owner: ContentOwner,
  rest: string,
  init: unknown,
): Promise<unknown> {
  const { params, ...options } = init as { params: { path: object } };
  const call = api[method] as (path: string, init: unknown) => Promise<unknown>;
  return call(contentPath(owner, rest), {
    ...options,
    params: { ...params, path: { ...owner, ...params.path } },
  });
}
