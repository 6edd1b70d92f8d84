import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../db/schemas';
import { database, resetDatabase, setClock, setPersistence } from '../../db/store';
import { createCaller } from '../../testing/caller';

type Page = { courses: Schemas['Course'][]; page: number; pages: number; total: number };

const TODAY = new Date('2026-03-16T13:00:00-03:00');

async function signedIn(email = 'aluno@decola.dev') {
  const caller = createCaller();
  await caller.signIn(email);
  return caller;
}

beforeEach(() => {
  setPersistence(null);
  setClock(() => TODAY);
  resetDatabase();
});

afterEach(() => setClock(() => new Date()));

describe('the catalogue', () => {
  it('pages 85 courses 24 or 25 at a time: four pages', async () => {
    const caller = await signedIn();
    const first = await caller.json<{ data: Page }>('GET', '/api/decola/course/list', {
      query: { page: 1, limit: 24 },
    });
    expect(first.body.data).toMatchObject({ page: 1, pages: 4, total: 85 });
    expect(first.body.data.courses).toHaveLength(24);

    const last = await caller.json<{ data: Page }>('GET', '/api/decola/course/list', {
      query: { page: 4, limit: 25 },
    });
    expect(last.body.data).toMatchObject({ page: 4, pages: 4, total: 85 });
    expect(last.body.data.courses).toHaveLength(10);
    const ids = [...first.body.data.courses, ...last.body.data.courses].map((course) => course.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('filters by repeated schools and tracks, both holding', async () => {
    const caller = await signedIn();
    const list = async (query: Record<string, number[]>) =>
      (await caller.json<{ data: Page }>('GET', '/api/decola/course/list', { query })).body.data;

    const operations = await list({ school: [2] });
    expect(operations.total).toBe(29);
    expect(operations.courses.map((course) => course.title)).toContain(
      'NR-35 – Trabalho em Altura',
    );

    const twoSchools = await list({ school: [2, 6] });
    expect(twoSchools.total).toBe(39);

    const safetyTrack = await list({ courseTrack: [6] });
    expect(safetyTrack.total).toBe(31);

    expect((await list({ school: [2], courseTrack: [6, 7] })).total).toBe(25);
    expect((await list({ school: [1], courseTrack: [6] })).total).toBe(8);
    expect((await list({ school: [3], courseTrack: [6] })).total).toBe(0);
  });

  // The dashboard journey pages a filtered catalogue: the safety track, filtered by
  // Corporativa and Operações, must fill more than one page at either page size.
  it('lists the safety track of Corporativa and Operações over two pages of 24 or 25', async () => {
    const caller = await signedIn();
    const list = async (page: number, limit: number) =>
      (
        await caller.json<{ data: Page }>('GET', '/api/decola/course/list', {
          query: { school: [1, 2], courseTrack: [6], page, limit },
        })
      ).body.data;

    for (const [limit, onSecondPage] of [
      [24, 6],
      [25, 5],
    ] as const) {
      const first = await list(1, limit);
      const second = await list(2, limit);
      expect(first).toMatchObject({ page: 1, pages: 2, total: 30 });
      expect(first.courses).toHaveLength(limit);
      expect(second).toMatchObject({ page: 2, pages: 2, total: 30 });
      expect(second.courses).toHaveLength(onSecondPage);
      const courses = [...first.courses, ...second.courses];
      expect(new Set(courses.map((course) => course.id)).size).toBe(30);
      // Both schools are on the pages; the track's Gestão e liderança pill (DDS) is not.
      const schoolOf = (id: number) =>
        database().courses.find((course) => course.id === id)?.schoolId;
      expect(new Set(courses.map((course) => schoolOf(course.id)))).toEqual(new Set([1, 2]));
      expect(courses.map((course) => course.id)).not.toContain(42);
    }
  });

  it('shows the learner’s situation on each card', async () => {
    const caller = await signedIn();
    const course = async (id: number) =>
      (await caller.json<{ data: Schemas['Course'] }>('GET', `/api/decola/course/list/id/${id}`))
        .body.data;

    expect(await course(3)).toMatchObject({
      statusCourse: { finished: true, progress: false },
      courseProgress: 100,
      certificatePath: '/student/demo/certificates/curso-3-usuario-1.pdf',
    });
    const inProgress = await course(4);
    expect(inProgress.statusCourse).toEqual({ finished: false, progress: true });
    expect(inProgress.courseProgress).toBeGreaterThan(0);
    expect(inProgress.isFavorite).toBe(true);
    expect(inProgress.haveComments).toBe(true);
    expect((await course(17)).isBlocked).toBe(true);
    // spec 1 §4: new within the release window, or with one bound on the right side of it.
    expect((await course(9)).isNew).toBe(true);
    expect((await course(23)).isNew).toBe(true);
    expect((await course(53)).isNew).toBe(true);
    expect((await course(40)).isNew).toBe(false);
    expect((await course(64)).isNew).toBe(false);
  });

  it('answers the landing’s newest courses without a session', async () => {
    const { status, body } = await createCaller().json<{ courses: Schemas['Course'][] }>(
      'GET',
      '/api/course/list/new',
    );
    expect(status).toBe(200);
    expect(body.courses.map((course) => course.id).sort((a, b) => a - b)).toEqual([
      9, 12, 23, 53, 57, 62,
    ]);
  });
});

describe('enrolling and leaving a course', () => {
  it('sets the enrolled flag, lists the course, and leaving removes it with its progress', async () => {
    const caller = await signedIn();
    const enrolled = async () =>
      (await caller.json<{ data: { enrolled: boolean } }>('GET', '/api/decola/enroll/2')).body.data
        .enrolled;

    expect(await enrolled()).toBe(false);
    expect((await caller.json('POST', '/api/decola/enroll/2')).body).toEqual({
      data: { enrolled: true },
    });
    expect(await enrolled()).toBe(true);
    await caller.json('POST', '/api/decola/courses/2/contents/201/checkpoints', {
      body: { seconds: 30 },
    });
    const mine = await caller.json<{ data: Schemas['Course'][] }>(
      'GET',
      '/api/decola/courses/enrolled',
      { query: { search: 'orcamento de obras' } },
    );
    expect(mine.body.data.map((course) => course.id)).toEqual([2]);

    expect((await caller.json('POST', '/api/decola/remove/progress/course/2')).status).toBe(200);
    expect(await enrolled()).toBe(false);
    expect(database().learners[1]!.contents['course:201']).toBeUndefined();
    const after = await caller.json<{ data: Schemas['Course'][] }>(
      'GET',
      '/api/decola/courses/enrolled',
    );
    expect(after.body.data.map((course) => course.id)).not.toContain(2);

    const again = await caller.json('POST', '/api/decola/remove/progress/course/2');
    expect(again).toMatchObject({ status: 400, body: { code: 'NOT_ENROLLED' } });
  });

  it('refuses a blocked course', async () => {
    const caller = await signedIn();
    const { status, body } = await caller.json('POST', '/api/decola/enroll/17');
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 'COURSE_BLOCKED',
      message: 'Este treinamento está bloqueado para você.',
    });
  });

  it('loads the courses in progress five at a time, most recent first', async () => {
    const caller = await signedIn();
    const chunk = async (index: number) =>
      (
        await caller.json<{ data: { courses: Schemas['Course'][]; hasMore: boolean } }>(
          'GET',
          '/api/decola/course/list/progress',
          { query: { index, limit: 5 } },
        )
      ).body.data;
    const first = await chunk(0);
    expect(first.courses).toHaveLength(5);
    expect(first.hasMore).toBe(true);
    expect(first.courses[0]!.id).toBe(4);
    const rest = await chunk(5);
    expect(rest.hasMore).toBe(false);
    expect(first.courses.length + rest.courses.length).toBe(10);
    expect(
      [...first.courses, ...rest.courses].every((course) => !course.statusCourse?.finished),
    ).toBe(true);
  });
});

describe('favourite trainings', () => {
  it('adds and removes a favourite, and lists it searched and sorted', async () => {
    const caller = await signedIn();
    const favorites = async (query: Record<string, string | number | boolean> = {}) =>
      (await caller.json<{ data: Page }>('GET', '/api/decola/list/favorite', { query })).body.data;

    const before = await favorites();
    expect(before.total).toBe(7);
    expect((await caller.json('POST', '/api/decola/favorite/training/9')).body).toEqual({
      data: { success: true },
    });
    await caller.json('POST', '/api/decola/favorite/training/9');
    const added = await favorites();
    expect(added.total).toBe(8);
    expect(added.courses[0]!.id).toBe(9);
    expect(added.courses[0]!.isFavorite).toBe(true);

    const byTitle = await favorites({ orderBy: 'title', ordinationAsc: true });
    const titles = byTitle.courses.map((course) => course.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect((await favorites({ search: 'concretagem' })).courses.map((course) => course.id)).toEqual(
      [9],
    );
    expect((await favorites({ type: 'pill' })).courses.map((course) => course.id)).toEqual([42]);

    await caller.json('DELETE', '/api/decola/remove/favorite/training/9');
    expect((await favorites()).total).toBe(7);
    const course = await caller.json<{ data: Schemas['Course'] }>(
      'GET',
      '/api/decola/course/list/id/9',
    );
    expect(course.body.data.isFavorite).toBe(false);
  });
});

describe('recommending a training', () => {
  it('records the users once and lists who was recommended', async () => {
    const caller = await signedIn();
    const sent = await caller.json('POST', '/api/decola/indication/training/12', {
      body: { userIDs: [22, 23, 1] },
    });
    expect(sent.body).toEqual({ data: { courseID: 12, userIDs: [22, 23] } });
    await caller.json('POST', '/api/decola/indication/training/12', {
      body: { userIDs: [23, 24] },
    });
    const listed = await caller.json('GET', '/api/decola/list/user/indication/training/12');
    expect(listed.body).toEqual({ data: { courseID: 12, userIDs: [22, 23, 24] } });

    const colleague = createCaller();
    await colleague.signIn(database().users.find((user) => user.id === 23)!.email);
    const received = await colleague.json<{ data: Schemas['Indication'][] }>(
      'GET',
      '/api/decola/list/indication',
    );
    expect(received.body.data[0]).toMatchObject({ course: { id: 12 }, indicatedBy: { id: 1 } });

    const unknown = await caller.json('POST', '/api/decola/indication/training/12', {
      body: { userIDs: [9999] },
    });
    expect(unknown).toMatchObject({ status: 400, body: { code: 'USER_NOT_FOUND' } });
  });
});

describe('pills', () => {
  it('load 11 a request and are marked watched', async () => {
    const caller = await signedIn();
    type PillPage = { data: { pills: Schemas['Pill'][]; has_more: boolean } };
    const first = await caller.json<PillPage>('GET', '/api/decola/pills', {
      query: { index: 0, limit: 11 },
    });
    expect(first.body.data.pills).toHaveLength(11);
    expect(first.body.data.has_more).toBe(true);
    const rest = await caller.json<PillPage>('GET', '/api/decola/pills', {
      query: { index: 11, limit: 11 },
    });
    expect(rest.body.data.pills).toHaveLength(5);
    expect(rest.body.data.has_more).toBe(false);
    const pill = first.body.data.pills[0]!;
    expect(pill.url.split('/').at(-1)).toBe(pill.youtube);

    expect(pill.isWatched).toBe(false);
    const watched = await caller.json<{ data: Schemas['Pill'] }>(
      'POST',
      '/api/decola/pills/1/watch',
    );
    expect(watched.body.data.isWatched).toBe(true);
    const again = await caller.json<{ data: Schemas['Pill'] }>('GET', '/api/decola/pills/1');
    expect(again.body.data.isWatched).toBe(true);
    expect(database().learners[1]!.watchedPillIds.filter((id) => id === 1)).toHaveLength(1);
  });
});

describe('interests', () => {
  it('links at most five, refusing a sixth and keeping the previous choice', async () => {
    const caller = await signedIn();
    const saved = await caller.json('POST', '/api/decola/interest/link', {
      body: { interests: [2, 4, 6, 8, 10] },
    });
    expect(saved.status).toBe(200);
    const mine = await caller.json<{ data: Schemas['Interest'][] }>(
      'GET',
      '/api/decola/list/interests/user',
    );
    expect(mine.body.data.map((interest) => interest.id)).toEqual([2, 4, 6, 8, 10]);

    const sixth = await caller.json('POST', '/api/decola/interest/link', {
      body: { interests: [2, 4, 6, 8, 10, 12] },
    });
    expect(sixth).toEqual({
      status: 400,
      body: { code: 'MAX_INTERESTS_REACHED', message: 'Escolha no máximo 5 interesses.' },
    });
    const unchanged = await caller.json<{ data: Schemas['Interest'][] }>(
      'GET',
      '/api/decola/list/interests/user',
    );
    expect(unchanged.body.data).toHaveLength(5);
  });

  it('answers null for a user who never chose, and groups trainings by interest', async () => {
    const first = await signedIn('primeiro@decola.dev');
    expect((await first.json('GET', '/api/decola/list/interests/user')).body).toEqual({
      data: null,
    });

    const caller = await signedIn();
    const groups = await caller.json<{ data: Schemas['InterestTrainings'][] }>(
      'GET',
      '/api/decola/list/interests/user/course',
    );
    expect(groups.body.data.map((group) => group.interest.id)).toEqual([1, 3, 11]);
    expect(groups.body.data.every((group) => group.courses.length > 0)).toBe(true);

    const inProgress = await caller.json<{ data: Page }>('GET', '/api/decola/interest/3/courses', {
      query: { status: 'IN_PROGRESS' },
    });
    expect(inProgress.body.data.courses.map((course) => course.id).sort((a, b) => a - b)).toEqual([
      4, 7, 16,
    ]);
  });
});

describe('the global search', () => {
  it('answers an empty list of schools, tracks and instructors for an empty term', async () => {
    const caller = await signedIn();
    for (const path of [
      '/api/decola/school/globalSearch',
      '/api/decola/courseTrack/globalSearch',
      '/api/decola/instructors/globalSearch',
    ]) {
      expect((await caller.json('GET', path, { query: { search: '  ' } })).body).toEqual({
        data: [],
      });
      expect((await caller.json('GET', path, { query: { search: '' } })).body).toEqual({
        data: [],
      });
    }
  });

  it('finds courses, schools, tracks and instructors ignoring case and accents', async () => {
    const caller = await signedIn();
    const courses = await caller.json<{ data: Page }>('GET', '/api/decola/course/globalSearch', {
      query: { search: 'SEGURANCA', page: 1, limit: 20 },
    });
    expect(courses.body.data.total).toBeGreaterThan(0);
    expect(
      courses.body.data.courses.every((course) =>
        `${course.title} ${course.description}`.toLowerCase().includes('segurança'),
      ),
    ).toBe(true);
    const schools = await caller.json<{ data: Schemas['School'][] }>(
      'GET',
      '/api/decola/school/globalSearch',
      { query: { search: 'operacoes' } },
    );
    expect(schools.body.data.map((school) => school.name)).toEqual(['Operações']);
    const instructors = await caller.json<{ data: Schemas['Instructor'][] }>(
      'GET',
      '/api/decola/instructors/globalSearch',
      { query: { search: 'tavares' } },
    );
    expect(instructors.body.data.map((instructor) => instructor.name)).toEqual([
      'Juliana Tavares',
      'Ricardo Tavares',
    ]);
  });
});

describe('tracks', () => {
  it('lists the pending mandatory tracks and loads a track’s trainings five at a time', async () => {
    const caller = await signedIn();
    const required = await caller.json<{ data: Schemas['CourseTrack'][] }>(
      'GET',
      '/api/decola/courseTrack/required',
      { query: { filterType: 1 } },
    );
    expect(required.body.data.map((track) => track.id)).toEqual([1, 6, 16]);
    expect(required.body.data.find((track) => track.id === 6)).toMatchObject({
      isRequired: true,
      totalCourses: 31,
      finishedCourses: 2,
    });
    const chunk = await caller.json<{ data: { courses: Schemas['Course'][]; hasMore: boolean } }>(
      'GET',
      '/api/decola/courseTrack/6/trainings',
      { query: { index: 5, limit: 5 } },
    );
    expect(chunk.body.data.courses.map((course) => course.id)).toEqual([16, 17, 65, 66, 67]);
    expect(chunk.body.data.hasMore).toBe(true);
    const last = await caller.json<{ data: { courses: Schemas['Course'][]; hasMore: boolean } }>(
      'GET',
      '/api/decola/courseTrack/6/trainings',
      { query: { index: 30, limit: 5 } },
    );
    expect(last.body.data.courses.map((course) => course.id)).toEqual([42]);
    expect(last.body.data.hasMore).toBe(false);
  });
});
