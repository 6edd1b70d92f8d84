import type { RouteTarget } from './routeNames';

/** The instructor a link carries: no call returns one instructor (docs/decisions.md). */
export interface InstructorLinkFields {
  id: number | string;
  name: string;
  image?: string | null;
}

// No control, space, quote or angle bracket; photos are the API's own addresses.
const PHOTO_PATTERN = /^(?:\/(?!\/)|https:\/\/)[^\s"'<>\\]*$/;

/** A photo the page may show: a path of this site or an https address, else none. */
export const safeInstructorPhoto = (value: unknown): string | null =>
  typeof value === 'string' && PHOTO_PATTERN.test(value) ? value : null;

/** `details_courses_instructors`, with `?name=…&photo=…` for its heading. */
export function instructorTarget({ id, name, image }: InstructorLinkFields): RouteTarget {
  const photo = safeInstructorPhoto(image);
  return {
    name: 'details_courses_instructors',
    params: { entityID: String(id) },
    query: { name, ...(photo ? { photo } : {}) },
  };
}

/** The heading of an instructor's page from its query; a name of blanks is no name. */
export function readInstructorQuery(params: { get: (key: string) => string | null }): {
  name: string | null;
  photo: string | null;
} {
  const name = params.get('name')?.trim();
  return { name: name ? name : null, photo: safeInstructorPhoto(params.get('photo')) };
}
