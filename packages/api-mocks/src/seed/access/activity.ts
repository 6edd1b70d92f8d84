import type { SeedToday } from '../today';
import type { UserActivity } from '../../db/access';
import type { UserRecord } from '../../db/core';
import { DEMO_USER_IDS } from '../users';

/** Derived from each user's finished and watched counts, so statistics agree with the profile. */
export function seedActivity(users: readonly UserRecord[]): Record<string, UserActivity> {
  const activity: Record<string, UserActivity> = {};
  for (const user of users) {
    const complete = user.completeCourses ?? 0;
    const watched = user.totalWatched ?? 0;
    activity[user.id] = {
      coursesInProgress: watched === 0 ? 0 : 1 + (user.id % 4),
      certificates: complete - Math.floor(complete / 4),
      watchedSeconds: watched * 540 + (user.id % 7) * 180,
    };
  }
  return activity;
}

/** The first-login and never-signed-in accounts start empty. */
export function seedAccessLog(today: SeedToday): Record<string, Record<string, number>> {
  const active = [
    DEMO_USER_IDS.aluno,
    DEMO_USER_IDS.admin,
    DEMO_USER_IDS.gestor,
    DEMO_USER_IDS.termos,
    DEMO_USER_IDS.semempresa,
  ];
  const log: Record<string, Record<string, number>> = {};
  for (const userId of active) {
    const days: Record<string, number> = {};
    for (let offset = 1; offset <= 30; offset += 1) {
      const onWeekday = (userId * 3 + offset * 7) % 5;
      const onWeekend = (offset + userId) % 3 === 0 ? 1 : 0;
      // A day that has no access either way is left out; the others count 0 on one kind of day.
      if (onWeekday > 0 || onWeekend > 0)
        days[today.day(-offset)] = today.byWeekday(-offset, onWeekday, onWeekend);
    }
    log[userId] = days;
  }
  return log;
}
