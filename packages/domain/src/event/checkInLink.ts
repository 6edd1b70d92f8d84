import { STUDENT_BASE_PATH } from '../access/safeRedirect';
import { ROUTE_PATHS, routeHref } from '../routes/routePaths';
import { parseUrlNumber } from '../routes/urlNumber';
import { toCalendarDay } from '../shared/dates';

/** What a QR code's link names, without its token: shown on the check-in screen before confirming. */
export type CheckInTarget =
  | { kind: 'event'; eventId: number; classId: number; date: string }
  | { kind: 'training'; trainingId: number };

export type CheckInLink = CheckInTarget & { token: string };

/**
 * The token rides in the fragment (`#token=…`), which no browser sends to a server, puts in a
 * Referer or keeps once the app replaces the entry: it reaches only the check-in's Authorization.
 */
const TOKEN_KEY = 'token';

/** A QR code's link (docs/decisions.md): `/student/check-in/event?event=&class=&date=#token=`. */
export function checkInHref(link: CheckInLink): string {
  return `${checkInPath(link)}#${TOKEN_KEY}=${encodeURIComponent(link.token)}`;
}

/** The same link without its token: the address the check-in screen keeps. */
export function checkInPath(target: CheckInTarget): string {
  const query: Record<string, string> =
    target.kind === 'event'
      ? { event: String(target.eventId), class: String(target.classId), date: target.date }
      : { id: String(target.trainingId) };
  return routeHref({ name: 'check_in', params: { kind: target.kind }, query });
}

/** The target of a check-in address, or null when its kind or numbers are not a real link's. */
export function parseCheckInTarget(
  kind: string | undefined,
  search: { get(name: string): string | null },
): CheckInTarget | null {
  if (kind === 'training') {
    const trainingId = parseUrlNumber(search.get('id'));
    return trainingId === undefined ? null : { kind, trainingId };
  }
  if (kind !== 'event') return null;
  const eventId = parseUrlNumber(search.get('event'));
  const classId = parseUrlNumber(search.get('class'));
  const day = search.get('date') ?? '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(day) ? toCalendarDay(day) : null;
  if (eventId === undefined || classId === undefined || date === null) return null;
  return { kind, eventId, classId, date };
}

/** The token of a link's fragment (`#token=…`), or null. */
export function checkInTokenOf(hash: string): string | null {
  const pair = hash
    .replace(/^#/, '')
    .split('&')
    .find((part) => part.startsWith(`${TOKEN_KEY}=`));
  try {
    const token = decodeURIComponent((pair ?? '').slice(TOKEN_KEY.length + 1).replace(/\+/g, ' '));
    return token.trim() ? token : null;
  } catch {
    // A malformed escape is no link the portal handed out.
    return null;
  }
}

/** Whether an address (its pathname) is a check-in screen's. */
export const isCheckInAddress = (pathname: string): boolean =>
  pathname.startsWith(`${STUDENT_BASE_PATH}${ROUTE_PATHS.check_in.split('/:')[0]}/`);
