import { EVENT_TYPE } from '../constants/enums';
import type { EventType } from '../constants/enums';
import { formatDateBR, formatTimeBR } from '../format/dates';
import type { RouteTarget } from '../routes/routeNames';
import { parseDateTime } from '../shared/dates';

export interface EventClassSchedule {
  id?: number | string;
  scheduleStartDateTime?: string | null;
  scheduleEndDateTime?: string | null;
}

/** One entry of a training's menus: a calendar entry with its day and hours. */
export interface EventMenu {
  startDate?: string | null;
  startHour?: string | null;
  endHour?: string | null;
}

export interface EventCardFields {
  id: number | string;
  type: EventType;
  classID?: number | string | null;
  classes?: readonly EventClassSchedule[] | null;
  menus?: readonly EventMenu[] | null;
}

export interface EventSchedule {
  /** dd/mm/yyyy, or 'dd/mm/yyyy até dd/mm/yyyy' across days; '' when unknown. */
  date: string;
  /** 'HH:mm até HH:mm', or one time; '' when unknown. */
  time: string;
}

export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  [EVENT_TYPE.EVENT]: 'Evento',
  [EVENT_TYPE.TRAINING]: 'Treinamento',
};

/** The event card's type label. */
export const eventTypeLabel = (type: EventType): string => EVENT_TYPE_LABELS[type];

const range = (from: string, to: string): string =>
  [from, to]
    .filter(Boolean)
    .filter((value, index, all) => all.indexOf(value) === index)
    .join(' até ');

// '14:00:00' and '14:00' both show as 14:00.
const hour = (value: string | null | undefined): string => (value ?? '').trim().slice(0, 5);

const byStart =
  <T>(start: (item: T) => number) =>
  (a: T, b: T) =>
    start(a) - start(b);

const timeOf = (value: string | null | undefined): number =>
  parseDateTime(value)?.getTime() ?? Number.POSITIVE_INFINITY;

function classSchedule(classes: readonly EventClassSchedule[]): EventSchedule {
  const [first] = [...classes].sort(byStart((item) => timeOf(item.scheduleStartDateTime)));
  const start = first?.scheduleStartDateTime;
  const end = first?.scheduleEndDateTime;
  return {
    date: range(formatDateBR(start), formatDateBR(end)),
    time: range(formatTimeBR(start), formatTimeBR(end)),
  };
}

function menuSchedule(menus: readonly EventMenu[]): EventSchedule {
  const sorted = [...menus].sort(byStart((menu) => timeOf(menu.startDate)));
  const first = sorted[0];
  const lastDay =
    sorted
      .map((menu) => formatDateBR(menu.startDate))
      .filter(Boolean)
      .at(-1) ?? '';
  return {
    date: range(formatDateBR(first?.startDate), lastDay),
    time: range(hour(first?.startHour), hour(first?.endHour)),
  };
}

/** An event's first class; a training's menus, first day to last, first menu's hours. */
export const formatEventSchedule = (event: EventCardFields): EventSchedule =>
  event.type === EVENT_TYPE.TRAINING
    ? menuSchedule(event.menus ?? [])
    : classSchedule(event.classes ?? []);

/** An event without a class id opens its first class. */
export function eventCardTarget(event: EventCardFields): RouteTarget {
  if (event.type === EVENT_TYPE.TRAINING) {
    return { name: 'training-course', params: { trainingCourseID: String(event.id) } };
  }
  const classId = event.classID ?? event.classes?.[0]?.id ?? '';
  return { name: 'event', params: { event_id: String(event.id), class_id: String(classId) } };
}
