import { toCalendarDay } from '@decola/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoControls } from '../../controls';
import type { Schemas } from '../../db/schemas';
import { database, resetDatabase, setPersistence } from '../../db/store';
import { DEMO_USER_IDS } from '../../seed/users';
import { createCaller } from '../../testing/caller';

beforeEach(() => {
  setPersistence(null);
  resetDatabase();
});

async function signedIn(email = 'aluno@decola.dev') {
  const caller = createCaller();
  await caller.signIn(email);
  return caller;
}

describe('access statistics', () => {
  type Access = { data: Schemas['AccessStatistics'] };

  it('answers one point per day over 14 days, ending today, counting the login just made', async () => {
    const caller = await signedIn();
    const { body } = await caller.json<Access>('GET', '/api/decola/statistics/user/access', {
      query: { period: 'day', interval: 14 },
    });
    expect(body.data).toMatchObject({ period: 'day', interval: 14 });
    expect(body.data.points).toHaveLength(14);
    expect(body.data.points.at(-1)!.date).toBe(toCalendarDay(new Date()));
    const seeded = database().accessLog[DEMO_USER_IDS.aluno]!;
    expect(body.data.points.at(-1)!.accesses).toBe(1);
    expect(body.data.points.slice(0, -1).reduce((sum, point) => sum + point.accesses, 0)).toBe(
      body.data.points.slice(0, -1).reduce((sum, point) => sum + (seeded[point.date] ?? 0), 0),
    );
    expect(body.data.points.some((point) => point.accesses > 1)).toBe(true);
    await signedIn();
    const again = await caller.json<Access>('GET', '/api/decola/statistics/user/access', {
      query: { period: 'day', interval: 14 },
    });
    expect(again.body.data.points.at(-1)!.accesses).toBe(2);
  });

  it('starts empty for the first-login account and refuses an unknown period', async () => {
    const caller = await signedIn('primeiro@decola.dev');
    const { body } = await caller.json<Access>('GET', '/api/decola/statistics/user/access', {
      query: { period: 'day', interval: 7 },
    });
    expect(body.data.points.map((point) => point.accesses)).toEqual([0, 0, 0, 0, 0, 0, 1]);
    const wrong = await caller.json('GET', '/api/decola/statistics/user/access', {
      query: { period: 'week', interval: 7 },
    });
    expect(wrong.status).toBe(400);
  });
});

describe('ranking and statistics', () => {
  it('ranks learners with a company by points, best first, with the user’s own position', async () => {
    const caller = await signedIn();
    const { body } = await caller.json<{ data: Schemas['EngagementEntry'][] }>(
      'GET',
      '/api/decola/list/students/engagement',
    );
    const points = body.data.map((entry) => entry.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(body.data.slice(0, 10).map((entry) => entry.position)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(body.data.map((entry) => entry.user.id)).not.toContain(DEMO_USER_IDS.semempresa);
    const mine = body.data.find((entry) => entry.user.id === DEMO_USER_IDS.aluno);
    expect(mine).toBeDefined();
    const statistics = await caller.json<{ data: Schemas['UserStatistics'] }>(
      'GET',
      '/api/decola/get/statistics/user',
    );
    expect(statistics.body.data).toMatchObject({
      completeCourses: 7,
      totalWatched: 42,
      percentageUser: 38,
      dcoins: 1500,
      rankingPosition: mine!.position,
    });
  });

  it('counts as in progress the very courses the dashboard lists, and a finished one moves over', async () => {
    const caller = await signedIn();
    type Stats = { data: Schemas['UserStatistics'] };
    type Progress = { data: { courses: { id: number }[]; hasMore: boolean } };
    const statistics = async () =>
      (await caller.json<Stats>('GET', '/api/decola/get/statistics/user')).body.data;
    const listed = async () =>
      (await caller.json<Progress>('GET', '/api/decola/course/list/progress?index=0&limit=100'))
        .body.data.courses;
    const before = await statistics();
    const inProgress = await listed();
    expect(inProgress.length).toBeGreaterThan(2);
    expect(before.coursesInProgress).toBe(inProgress.length);

    // Course 7: every content finished but its last, a short video.
    const watched = await caller.json('POST', '/api/decola/courses/7/contents/704/progress', {
      body: { speedRate: 1, seconds: 60 },
    });
    expect(watched.status).toBe(200);
    const finish = await caller.json('POST', '/api/decola/courses/7/contents/704/finish');
    expect(finish.status).toBe(200);
    const after = await statistics();
    expect(after.coursesInProgress).toBe(inProgress.length - 1);
    expect(after.completeCourses).toBe(before.completeCourses + 1);
    expect((await listed()).map((course) => course.id)).not.toContain(7);
    const me = await caller.json<{ data: { user: { completeCourses?: number } } }>(
      'GET',
      '/api/user/me/list/personalInformation',
    );
    expect(me.body.data.user.completeCourses).toBe(after.completeCourses);
  });

  it('moves a learner up when they finish courses', async () => {
    const caller = await signedIn('semempresa@decola.dev');
    const position = async (email: string) => {
      const other = await signedIn(email);
      return (
        await other.json<{ data: Schemas['UserStatistics'] }>(
          'GET',
          '/api/decola/get/statistics/user',
        )
      ).body.data.rankingPosition;
    };
    expect(
      (
        await caller.json<{ data: Schemas['UserStatistics'] }>(
          'GET',
          '/api/decola/get/statistics/user',
        )
      ).body.data.rankingPosition,
    ).toBeNull();
    const before = await position('gestor@decola.dev');
    database().users.find((user) => user.id === DEMO_USER_IDS.gestor)!.completeCourses = 40;
    expect(await position('gestor@decola.dev')).toBe(1);
    expect(before).toBeGreaterThan(1);
  });
});

describe('daily decoin limit', () => {
  it('shows the limit while it is exceeded, until the user accepts the message', async () => {
    const caller = await signedIn();
    type Limit = { data: Schemas['DailyDecoinsLimit'] };
    const path = '/api/decola/decoinsMaxDaily';
    expect((await caller.json<Limit>('GET', path)).body.data).toEqual({
      isDecoinLimitExceed: false,
      acceptDailyDecoinLimitMessage: false,
    });
    demoControls.update({ dailyDecoinLimitExceeded: true });
    expect((await caller.json<Limit>('GET', path)).body.data).toEqual({
      isDecoinLimitExceed: true,
      acceptDailyDecoinLimitMessage: false,
    });
    expect((await caller.json('POST', '/api/decola/decoins/accept')).status).toBe(200);
    expect((await caller.json<Limit>('GET', path)).body.data).toEqual({
      isDecoinLimitExceed: true,
      acceptDailyDecoinLimitMessage: true,
    });
    // Another learner still sees it.
    const gestor = await signedIn('gestor@decola.dev');
    expect((await gestor.json<Limit>('GET', path)).body.data.acceptDailyDecoinLimitMessage).toBe(
      false,
    );
  });
});
