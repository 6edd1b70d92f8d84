import { toCalendarDay } from '@decola/domain';

const DAY_MS = 86_400_000;

/**
 * `SYMBOLIC_TODAY` writes placeholders that `resolveSeedDates` turns into dates when a table is
 * read, so the seed is made once at build time and still means "today" whatever day the demo runs.
 */
export type SeedToday = {
  /** The moment `ms` from now (ISO date-time). */
  moment(ms: number): string;
  /** hour:minute:second of the local calendar day `days` from today (ISO date-time). */
  localTime(days: number, hour?: number, minute?: number, second?: number): string;
  /** A date-time of the seed moved by `ms`. */
  shift(dateTime: string, ms: number): string;
  /** The local calendar day `days` from today (yyyy-mm-dd). */
  day(days: number): string;
  /** `weekday` when the local day `days` from today is Monday to Friday, else `weekend`. */
  byWeekday(days: number, weekday: number, weekend: number): number;
  /** Whole local days from the day of a `localTime` to today. */
  daysSince(localTime: string): number;
  /** Orders two date-times of the seed, earliest first (a sort comparator). */
  compare(a: string, b: string): number;
};

/** The seed's dates for the demo started at `now`, in the local time zone (the learner's). */
export function todayAt(now: Date): SeedToday {
  const local = (days: number, hour = 0, minute = 0, second = 0) =>
    new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, hour, minute, second);
  return {
    moment: (ms) => new Date(now.getTime() + ms).toISOString(),
    localTime: (days, hour, minute, second) => local(days, hour, minute, second).toISOString(),
    shift: (dateTime, ms) => new Date(new Date(dateTime).getTime() + ms).toISOString(),
    day: (days) => toCalendarDay(local(days))!,
    byWeekday: (days, weekday, weekend) => {
      const day = local(days).getDay();
      return day === 0 || day === 6 ? weekend : weekday;
    },
    daysSince: (localTime) => {
      const date = new Date(localTime);
      const start = new Date(date.getFullYear(), date.getMonth(), date.getDate());
      return Math.round((local(0).getTime() - start.getTime()) / DAY_MS);
    },
    compare: (a, b) => (a < b ? -1 : a > b ? 1 : 0),
  };
}

/*
 * Placeholders, one per method of SeedToday that writes a value:
 *   @@t:<ms>@@                   moment(ms)
 *   @@l:<days>:<h>:<m>:<s>@@     localTime(days, h, m, s)
 *   @@s:<days>:<h>:<m>:<s>:<ms>@@ shift(localTime(days, h, m, s), ms)
 *   @@d:<days>@@                 day(days)
 *   "@@w:<days>:<wd>:<we>@@"     byWeekday(days, wd, we): a number, so its quotes go too
 */
const PLACEHOLDER = /"@@w:([^@"]+)@@"|@@[tlsd]:[^@"]+@@/g;

type Parsed = { kind: 't' | 'l' | 's' | 'd' | 'w'; args: number[] };

function parse(placeholder: string): Parsed {
  const match = /^@@([tlsdw]):([^@"]+)@@$/.exec(placeholder);
  if (!match) throw new Error(`"${placeholder}" is not a date of the symbolic seed.`);
  return { kind: match[1] as Parsed['kind'], args: match[2]!.split(':').map(Number) };
}

/** A date-time placeholder as one number that orders like the dates it stands for. */
function orderKey(placeholder: string): { kind: 'moment' | 'local'; key: number } {
  const { kind, args } = parse(placeholder);
  if (kind === 't') return { kind: 'moment', key: args[0]! };
  const [days = 0, hour = 0, minute = 0, second = 0, ms = 0] = args;
  if (kind === 'l' || kind === 's')
    return { kind: 'local', key: (((days * 24 + hour) * 60 + minute) * 60 + second) * 1000 + ms };
  throw new Error(`"${placeholder}" is not a date-time.`);
}

export const SYMBOLIC_TODAY: SeedToday = {
  moment: (ms) => `@@t:${ms}@@`,
  localTime: (days, hour = 0, minute = 0, second = 0) =>
    `@@l:${days}:${hour}:${minute}:${second}@@`,
  shift: (dateTime, ms) => {
    const { kind, args } = parse(dateTime);
    if (kind === 't') return `@@t:${args[0]! + ms}@@`;
    const [days, hour, minute, second, shifted = 0] = args;
    if (kind === 'l' || kind === 's')
      return `@@s:${days}:${hour}:${minute}:${second}:${shifted + ms}@@`;
    throw new Error(`"${dateTime}" is not a date-time.`);
  },
  day: (days) => `@@d:${days}@@`,
  // Stands in a number field until resolved; the generated seed is text, where it becomes one.
  byWeekday: (days, weekday, weekend) => `@@w:${days}:${weekday}:${weekend}@@` as unknown as number,
  daysSince: (localTime) => {
    const { kind, args } = parse(localTime);
    if (kind !== 'l' && kind !== 's')
      throw new Error(
        `"${localTime}" depends on the time of day: only a local time has whole days.`,
      );
    return -args[0]!;
  },
  compare: (a, b) => {
    const first = orderKey(a);
    const second = orderKey(b);
    if (first.kind !== second.kind)
      throw new Error(`"${a}" and "${b}" order differently depending on the time of day.`);
    return first.key - second.key;
  },
};

/** The generated seed's text with real dates for `today`, ready for JSON.parse. */
export function resolveSeedDates(text: string, today: SeedToday): string {
  const known = new Map<string, string>();
  return text.replace(PLACEHOLDER, (placeholder: string, weekday?: string) => {
    let value = known.get(placeholder);
    if (value !== undefined) return value;
    if (weekday !== undefined) {
      const [days, onWeekday, onWeekend] = weekday.split(':').map(Number);
      value = String(today.byWeekday(days!, onWeekday!, onWeekend!));
    } else {
      const { kind, args } = parse(placeholder);
      const [days = 0, hour = 0, minute = 0, second = 0, ms = 0] = args;
      if (kind === 't') value = today.moment(args[0]!);
      else if (kind === 'l') value = today.localTime(days, hour, minute, second);
      else if (kind === 's') value = today.shift(today.localTime(days, hour, minute, second), ms);
      else value = today.day(days);
    }
    known.set(placeholder, value);
    return value;
  });
}
