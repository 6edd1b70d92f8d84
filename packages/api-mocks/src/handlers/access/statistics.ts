import { LIMITS, toCalendarDay } from '@decola/domain';
import type { UserRecord } from '../../db/core';
import { database, now } from '../../db/store';
import { http } from '../../http';
import { invalid } from '../../respond';
import { currentUser } from '../../session';
import { coursesInProgress, peekLearner } from '../learning/state';
import { comparableText, toUserSummary } from './users';

const DAY_MS = 86_400_000;
const RANKING_SIZE = 10;
/** The longest access history the chart may ask for. */
const MAX_INTERVAL_DAYS = 366;

/** A login counts one access on today's calendar day (statistics chart). */
export function recordAccess(userId: number): void {
  const log = (database().accessLog[userId] ??= {});
  const today = toCalendarDay(now())!;
  log[today] = (log[today] ?? 0) + 1;
}

/** Decoins credited to the user over the last 30 days, from their statement. */
function recentCredits(userId: number): number {
  const since = now().getTime() - 30 * DAY_MS;
  return (database().statement[userId] ?? [])
    .filter((item) => item.type === 'CREDIT' && new Date(item.createdAt).getTime() >= since)
    .reduce((total, item) => total + item.value, 0);
}

type RankingLine = { user: UserRecord; points: number; completeCourses: number };

/** Ours: 100 points a finished course, 10 a watched content, plus the last 30 days' decoins. */
function engagementRanking(): RankingLine[] {
  return database()
    .users.filter((user) => (user.companies ?? []).length > 0)
    .map((user) => {
      const completeCourses = user.completeCourses ?? 0;
      const points = completeCourses * 100 + (user.totalWatched ?? 0) * 10 + recentCredits(user.id);
      return { user, points, completeCourses };
    })
    .sort(
      (a, b) =>
        b.points - a.points ||
        comparableText(a.user.name).localeCompare(comparableText(b.user.name), 'pt-BR'),
    );
}

const toEntry = (line: RankingLine, index: number) => ({
  position: index + 1,
  user: toUserSummary(line.user),
  points: line.points,
  completeCourses: line.completeCourses,
});

/** The ranking, statistics and access chart. */
export const statisticsHandlers = [
  // The top ten, and the signed-in learner's own line when they are further down.
  http.get('/api/decola/list/students/engagement', ({ cookies, response }) => {
    const me = currentUser(cookies);
    const ranking = engagementRanking();
    const entries = ranking.slice(0, RANKING_SIZE).map(toEntry);
    const myIndex = ranking.findIndex((line) => line.user.id === me.id);
    if (myIndex >= RANKING_SIZE) entries.push(toEntry(ranking[myIndex]!, myIndex));
    return response(200).json({ data: entries });
  }),

  http.get('/api/decola/get/statistics/user', ({ cookies, response }) => {
    const user = currentUser(cookies);
    const activity = database().activity[user.id] ?? {
      coursesInProgress: 0,
      certificates: 0,
      watchedSeconds: 0,
    };
    const position = engagementRanking().findIndex((line) => line.user.id === user.id);
    // A learner with a record counts the courses the dashboard lists as in progress.
    const inProgress = peekLearner(user.id)
      ? coursesInProgress(user.id).length
      : activity.coursesInProgress;
    return response(200).json({
      data: {
        completeCourses: user.completeCourses ?? 0,
        coursesInProgress: inProgress,
        totalWatched: user.totalWatched ?? 0,
        watchedSeconds: activity.watchedSeconds,
        certificates: activity.certificates,
        percentageUser: user.percentageUser ?? 0,
        dcoins: Math.max(0, user.dcoins ?? 0),
        rankingPosition: position < 0 ? null : position + 1,
      },
    });
  }),

  // A daily period over 14 days, ending today.
  http.get('/api/decola/statistics/user/access', ({ cookies, query, response }) => {
    const user = currentUser(cookies);
    const period = query.get('period') ?? LIMITS.accessStatistics.period;
    const intervalText = query.get('interval');
    const interval =
      intervalText === null ? LIMITS.accessStatistics.intervalDays : Number(intervalText);
    if (period !== 'day') {
      return invalid([{ code: 'INVALID_PERIOD', message: 'Período inválido.', field: 'period' }]);
    }
    if (!Number.isInteger(interval) || interval < 1 || interval > MAX_INTERVAL_DAYS) {
      return invalid([
        { code: 'INVALID_INTERVAL', message: 'Intervalo inválido.', field: 'interval' },
      ]);
    }
    const log = database().accessLog[user.id] ?? {};
    const today = now();
    const points = Array.from({ length: interval }, (_, index) => {
      const day = new Date(
        today.getFullYear(),
        today.getMonth(),
        today.getDate() - (interval - 1 - index),
      );
      const date = toCalendarDay(day)!;
      return { date, accesses: log[date] ?? 0 };
    });
    return response(200).json({ data: { period: 'day', interval, points } });
  }),
];
