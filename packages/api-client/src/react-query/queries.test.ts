import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { DecolaError } from '../errors.js';
import type { components } from '../schema.js';
import { API, server, testClient } from '../test/server.js';
import { createDecolaQueries, decolaKeys } from './index.js';

type Schemas = components['schemas'];

const queries = createDecolaQueries(testClient());

describe('query keys', () => {
  it('are const tuples from one factory per area', () => {
    expect(decolaKeys.courses.all).toEqual(['courses']);
    expect(decolaKeys.courses.list({ school: [1, 2], page: 1 })).toEqual([
      'courses',
      'list',
      { school: [1, 2], page: 1 },
    ]);
    expect(decolaKeys.courses.detail(12)).toEqual(['courses', 'detail', 12]);
    expectTypeOf(decolaKeys.courses.detail(12)).toEqualTypeOf<
      readonly ['courses', 'detail', number]
    >();
  });

  it("nest a detail's own lists under it, so invalidating the detail refreshes them", () => {
    const detail = decolaKeys.courses.detail(12);
    expect(decolaKeys.courses.comments(12, { page: 2 }).slice(0, detail.length)).toEqual(detail);
    expect(decolaKeys.events.classInstructors({ eventId: 7, classId: 21 }).slice(0, 3)).toEqual(
      decolaKeys.events.detail(7),
    );
    const content = decolaKeys.contents.detail({ courseId: 12 }, 303);
    expect(decolaKeys.contents.notes({ courseId: 12 }, 303).slice(0, content.length)).toEqual(
      content,
    );
  });

  it('are the keys the factories use', () => {
    expect(queries.courses.list({ page: 2 }).queryKey).toEqual(
      decolaKeys.courses.list({ page: 2 }),
    );
    expect(queries.pills.list().queryKey).toEqual(decolaKeys.pills.list());
  });
});

describe('queryOptions factories', () => {
  it('load the catalogue unwrapped, with repeated school ids', async () => {
    const page: Schemas['CourseCatalogPage'] = { courses: [], page: 1, pages: 1, total: 0 };
    let search = '';
    server.use(
      http.get(`${API}/api/decola/course/list`, ({ request }) => {
        search = new URL(request.url).search;
        return HttpResponse.json({ data: page });
      }),
    );

    const answer = await new QueryClient().fetchQuery(
      queries.courses.list({ school: [1, 2], page: 1, limit: 25 }),
    );

    expect(answer).toEqual(page);
    expect(search).toBe('?school=1&school=2&page=1&limit=25');
  });

  it('fail with the normalised DecolaError', async () => {
    server.use(
      http.get(`${API}/api/decola/event/7`, () =>
        HttpResponse.json({ code: 'INVALID_ID', message: 'ID não é válido.' }, { status: 400 }),
      ),
    );
    const options = queries.events.detail(7);
    const failure = await new QueryClient().fetchQuery(options).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(DecolaError);
    expect(failure).toMatchObject({ code: 'INVALID_ID', message: 'ID não é válido.', status: 400 });
  });

  it('call the event-class path for an event owner', async () => {
    let called = '';
    server.use(
      http.get(`${API}/api/decola/events/:eventId/class/:classId/contents`, ({ request }) => {
        called = new URL(request.url).pathname;
        return HttpResponse.json({ data: [] });
      }),
    );

    await new QueryClient().fetchQuery(queries.contents.list({ eventId: 7, classId: 21 }));

    expect(called).toBe('/api/decola/events/7/class/21/contents');
  });

  it('sort the notes of a content by seconds, ascending (spec 2 §2)', async () => {
    const notes: Schemas['Note'][] = [
      { id: 2, content_id: 303, annotation: 'Depois', seconds: 95 },
      { id: 1, content_id: 303, annotation: 'Antes', seconds: 12 },
    ];
    server.use(
      http.get(`${API}/api/decola/courses/12/contents/303/notes`, () =>
        HttpResponse.json({ data: notes }),
      ),
    );

    const sorted = await new QueryClient().fetchQuery(
      queries.contents.notes({ courseId: 12 }, 303),
    );

    expect(sorted.map((note) => note.id)).toEqual([1, 2]);
  });

  it('skip the school, track and instructor search for an empty term (spec 2 §5)', async () => {
    const client = new QueryClient();
    // No handler is installed: a request would fail the test (onUnhandledRequest: 'error').
    await expect(client.fetchQuery(queries.search.schools(''))).resolves.toEqual([]);
    await expect(client.fetchQuery(queries.search.courseTracks('  '))).resolves.toEqual([]);
    await expect(client.fetchQuery(queries.search.instructors(''))).resolves.toEqual([]);
  });
});

describe('lists loaded in chunks (spec 1 §4)', () => {
  it('load pills from index 0, then from the current length while has_more', async () => {
    const indexes: string[] = [];
    server.use(
      http.get(`${API}/api/decola/pills`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        indexes.push(`${query.get('index')}/${query.get('limit')}`);
        const first = query.get('index') === '0';
        const pills = (first ? [1, 2, 3] : [4]).map((id) => ({
          id,
          title: `Pílula ${id}`,
          url: '',
          isWatched: false,
        }));
        return HttpResponse.json({ data: { pills, has_more: first } });
      }),
    );
    const observer = new InfiniteQueryObserver(new QueryClient(), queries.pills.list());
    const unsubscribe = observer.subscribe(() => undefined);

    await observer.refetch();
    const afterFirst = observer.getCurrentResult().hasNextPage;
    await observer.fetchNextPage();
    const { data, hasNextPage } = observer.getCurrentResult();
    unsubscribe();

    expect(indexes).toEqual(['0/11', '3/11']);
    expect(afterFirst).toBe(true);
    expect(hasNextPage).toBe(false);
    expect(data?.pages.flatMap((page) => page.pills.map((pill) => pill.id))).toEqual([1, 2, 3, 4]);
  });

  it('ask 5 courses in progress per request', async () => {
    let limit: string | null = null;
    server.use(
      http.get(`${API}/api/decola/course/list/progress`, ({ request }) => {
        limit = new URL(request.url).searchParams.get('limit');
        return HttpResponse.json({ data: { courses: [], hasMore: false } });
      }),
    );

    await new QueryClient().fetchInfiniteQuery(queries.courses.inProgress());

    expect(limit).toBe('5');
  });
});
