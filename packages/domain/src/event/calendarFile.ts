import type { DateInput } from '../shared/dates';
import { parseDateTime } from '../shared/dates';

/** One happening of a class or a training's calendar entry, to be added to a calendar app. */
export interface CalendarFileEvent {
  /** Stable across downloads, so a calendar app updates the entry instead of adding a copy. */
  uid: string;
  title: string;
  start: DateInput;
  /** Missing or not after the start: the event lasts an hour. */
  end?: DateInput | null;
  description?: string | null;
  location?: string | null;
  url?: string | null;
}

export const CALENDAR_FILE_TYPE = 'text/calendar;charset=utf-8';

const PRODUCT_ID = '-//Decola//Decola Student//PT-BR';
const HOUR_MS = 3_600_000;
// RFC 5545 §3.1: a content line is at most 75 octets, continued on lines starting with a space.
const LINE_OCTETS = 75;

const pad = (value: number): string => String(value).padStart(2, '0');

/** RFC 5545 §3.3.5 form 2: UTC, so every calendar app shows the learner's own hour. */
const utcStamp = (date: Date): string =>
  `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T` +
  `${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT. */
const escapeText = (value: string): string =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** UTF-8 length of one character (the domain runs without the DOM's TextEncoder). */
const octetsOf = (character: string): number => {
  const code = character.codePointAt(0)!;
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  return code < 0x10000 ? 3 : 4;
};

/** Folds by UTF-8 octets without splitting a character (pt-BR text has many two-octet ones). */
function fold(line: string): string[] {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = octetsOf(character);
    const limit = parts.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.map((part, index) => (index === 0 ? part : ` ${part}`));
}

function eventLines(event: CalendarFileEvent, stamp: string): string[] {
  const start = parseDateTime(event.start);
  if (!start) return [];
  const end = parseDateTime(event.end);
  const finish = end && end > start ? end : new Date(start.getTime() + HOUR_MS);
  const optional: [string, string | null | undefined][] = [
    ['DESCRIPTION', event.description],
    ['LOCATION', event.location],
  ];
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(finish)}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...optional
      .filter(([, value]) => value && value.trim() !== '')
      .map(([name, value]) => `${name}:${escapeText(value!.trim())}`),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
  ];
}

/** A valid iCalendar file (RFC 5545) of the events; one without a real start is left out. */
export function buildCalendarFile(events: readonly CalendarFileEvent[], now: Date): string {
  const stamp = utcStamp(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.flatMap(fold).join('\r\n')}\r\n`;
}

/** A day ('yyyy-mm-dd') at a local hour ('HH:mm' or 'HH:mm:ss'), as a training's menus give them. */
export function calendarMoment(day: string | null | undefined, hour: string | null | undefined) {
  const date = parseDateTime(day ?? null);
  const match = /^(\d{1,2}):(\d{2})/.exec((hour ?? '').trim());
  if (!date || !match) return null;
  date.setHours(Number(match[1]), Number(match[2]), 0, 0);
  return date;
}

/** 'SIPAT – Semana …' → 'sipat-semana-….ics': a file name every system accepts. */
export function calendarFileName(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'evento'}.ics`;
}
