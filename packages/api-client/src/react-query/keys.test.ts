import { MutationObserver, QueryClient, type QueryKey } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { API, server, testClient } from '../test/server.js';
import { createDecolaMutations, decolaKeys, decolaMutationKeys } from './index.js';

const course = { courseId: 12 };
const eventClass = { eventId: 7, classId: 21 };
const keys = decolaKeys;

/** Each prefix with the keys that must start with it. */
function expectUnder(prefix: QueryKey, ...children: QueryKey[]) {
  for (const child of children) {
    expect(child.length).toBeGreaterThan(prefix.length);
    expect(child.slice(0, prefix.length)).toEqual(prefix);
  }
}

describe('query-key factories', () => {
  it("start every area's keys with the area's name", () => {
    for (const [area, factory] of Object.entries(decolaKeys)) {
      expect(factory.all).toEqual([area]);
    }
  });

  it('put every list of an area under its lists()', () => {
    expectUnder(keys.courses.all, keys.courses.lists());
    expectUnder(
      keys.courses.lists(),
      keys.courses.list({ school: [1], page: 2 }),
      keys.courses.newest(),
      keys.courses.recommended(),
      keys.courses.inProgress(),
      keys.courses.enrolled({ search: 'obra' }),
      keys.courses.favorites(),
      keys.courses.indications(),
      keys.courses.instructorCourses(3, { page: 1 }),
    );
    expectUnder(keys.configuration.lists(), keys.configuration.list({ audience: 'landing' }));
    expectUnder(keys.contents.lists(), keys.contents.list(course), keys.contents.list(eventClass));
    expectUnder(keys.annotations.lists(), keys.annotations.list(303));
    expectUnder(keys.profile.lists(), keys.profile.list({ page: 1, search: 'ana' }));
    expectUnder(keys.shop.lists(), keys.shop.list({ shop: [1] }), keys.shop.favorites());
    expectUnder(keys.statement.lists(), keys.statement.list({ page: 1 }));
    expectUnder(keys.pills.lists(), keys.pills.list());
  });

  it("put every detail under its area's details(), and what belongs to it under the detail", () => {
    expectUnder(keys.courses.details(), keys.courses.detail(12));
    expectUnder(
      keys.courses.detail(12),
      keys.courses.enrollment(12),
      keys.courses.certificate(12),
      keys.courses.comments(12, { page: 2 }),
      keys.courses.instructors(12),
      keys.courses.indicatedUsers(12),
    );
    const content = keys.contents.detail(course, 303);
    expectUnder(keys.contents.details(), content);
    expectUnder(
      content,
      keys.contents.complements(course, 303),
      keys.contents.instructors(course, 303),
      keys.contents.ratings(course, 303),
      keys.contents.doubts(course, 303),
      keys.contents.questions(course, 303),
      keys.contents.notes(course, 303),
      keys.contents.questionnairePage(course, 303, 5120, 1),
    );
    expectUnder(keys.events.details(), keys.events.detail(7));
    expectUnder(
      keys.events.detail(7),
      keys.events.ratings(7),
      keys.events.comments(7, { page: 1 }),
      keys.events.classInstructors(eventClass),
      keys.events.classCertificate(eventClass),
    );
    expectUnder(keys.graduations.details(), keys.graduations.detail(3));
    expectUnder(
      keys.graduations.detail(3),
      keys.graduations.instructors(3),
      keys.graduations.certificate(3),
    );
    expectUnder(keys.interests.details(), keys.interests.detail(2));
    expectUnder(keys.interests.detail(2), keys.interests.courses(2, { page: 1 }));
    expectUnder(keys.exercises.details(), keys.exercises.detail(5));
    expectUnder(keys.exercises.detail(5), keys.exercises.page(5, 1), keys.exercises.cover(5));
    expectUnder(keys.notifications.details(), keys.notifications.detail(1));
    expectUnder(keys.pills.details(), keys.pills.detail(1));
    expectUnder(keys.shop.details(), keys.shop.detail(31));
  });

  it('nest the keys of one school, track, order, team or zip code under their prefix', () => {
    expectUnder(keys.courseTracks.schools(), keys.courseTracks.school(1));
    expectUnder(keys.courseTracks.school(1), keys.courseTracks.schoolTracks(1));
    expectUnder(
      keys.courseTracks.tracks(),
      keys.courseTracks.track(4),
      keys.courseTracks.requiredTracks({ filterType: 1 }),
    );
    expectUnder(
      keys.courseTracks.track(4),
      keys.courseTracks.trackCourses(4, { page: 1 }),
      keys.courseTracks.trackTrainings(4),
    );
    expectUnder(keys.shop.orders(), keys.shop.order(77));
    expectUnder(keys.profile.teams(), keys.profile.teamUsers(9));
    expectUnder(keys.interests.user(), keys.interests.userCourses());
    expectUnder(keys.access.zipCodes(), keys.access.zipCode('80420-090'));
  });

  it('keep a list apart from the details of the same area', () => {
    const lists = keys.courses.lists();
    expect(keys.courses.detail(12).slice(0, lists.length)).not.toEqual(lists);
    const details = keys.courses.details();
    expect(keys.courses.list().slice(0, details.length)).not.toEqual(details);
  });

  it('are readonly tuples, prefix and full key alike', () => {
    expectTypeOf(keys.courses.lists()).toEqualTypeOf<readonly ['courses', 'list']>();
    expectTypeOf(keys.courses.details()).toEqualTypeOf<readonly ['courses', 'detail']>();
    expectTypeOf(keys.pills.list()).toEqualTypeOf<
      readonly ['pills', 'list', { readonly limit: number }]
    >();
  });
});

describe('mutation keys', () => {
  const mutations = createDecolaMutations(testClient());

  it('are the keys the mutation factories use, one object per area', () => {
    expect(Object.keys(decolaMutationKeys).sort()).toEqual(Object.keys(mutations).sort());
    for (const [area, factories] of Object.entries(mutations)) {
      const areaKeys = decolaMutationKeys[area as keyof typeof decolaMutationKeys];
      expect(Object.keys(areaKeys).sort()).toEqual(Object.keys(factories).sort());
      for (const [name, factory] of Object.entries(factories as Record<string, () => object>)) {
        expect(factory()).toMatchObject({
          mutationKey: areaKeys[name as keyof typeof areaKeys],
        });
      }
    }
  });

  it("are unique and start with their area's name", () => {
    const all = Object.entries(decolaMutationKeys).flatMap(([area, areaKeys]) =>
      Object.values(areaKeys as Record<string, QueryKey>).map((key) => {
        expect(key[0]).toBe(area);
        return JSON.stringify(key);
      }),
    );
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('invalidation by prefix', () => {
  function run<TVariables>(client: QueryClient, options: object, variables: TVariables) {
    return new MutationObserver<unknown, Error, TVariables>(client, options as never).mutate(
      variables,
    );
  }

  const invalidated = (client: QueryClient, key: QueryKey) =>
    client.getQueryState(key)?.isInvalidated;

  it('a course the learner enrols in refreshes it and every list of courses, nothing else', async () => {
    server.use(
      http.post(`${API}/api/decola/enroll/12`, () =>
        HttpResponse.json({ data: { success: true } }),
      ),
    );
    const client = new QueryClient();
    const seeded = [
      keys.courses.detail(12),
      keys.courses.list({ page: 1 }),
      keys.courses.inProgress(),
      keys.courses.favorites(),
      keys.courses.detail(13),
      keys.courseTracks.tracks(),
    ];
    for (const key of seeded) client.setQueryData(key, {});

    await run(client, createDecolaMutations(testClient()).courses.enroll(), 12);

    expect(invalidated(client, keys.courses.detail(12))).toBe(true);
    expect(invalidated(client, keys.courses.list({ page: 1 }))).toBe(true);
    expect(invalidated(client, keys.courses.inProgress())).toBe(true);
    expect(invalidated(client, keys.courses.favorites())).toBe(true);
    expect(invalidated(client, keys.courses.detail(13))).toBe(false);
    expect(invalidated(client, keys.courseTracks.tracks())).toBe(false);
  });

  it('a finished exercise refreshes each of its pages', async () => {
    server.use(
      http.post(`${API}/api/decola/exercise/questionnaire/5/finish`, () =>
        HttpResponse.json({ data: { success: true } }),
      ),
    );
    const client = new QueryClient();
    for (const key of [keys.exercises.page(5, 1), keys.exercises.page(5, 2)]) {
      client.setQueryData(key, {});
    }
    client.setQueryData(keys.exercises.page(6, 1), {});

    await run(client, createDecolaMutations(testClient()).exercises.finish(), 5);

    expect(invalidated(client, keys.exercises.page(5, 1))).toBe(true);
    expect(invalidated(client, keys.exercises.page(5, 2))).toBe(true);
    expect(invalidated(client, keys.exercises.page(6, 1))).toBe(false);
  });
});
