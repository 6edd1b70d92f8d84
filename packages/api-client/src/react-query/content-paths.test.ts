import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, server, testClient } from '../test/server.js';
import { contentWrites } from './content-mutations.js';
import { contentPath } from './content-paths.js';

const writes = contentWrites(testClient());

describe('content addresses', () => {
  it('a course content lives under the course, an event content under its class (spec 2 §7)', () => {
    expect(contentPath({ courseId: 12 }, '/{contentId}/progress')).toBe(
      '/api/decola/courses/{courseId}/contents/{contentId}/progress',
    );
    expect(contentPath({ eventId: 7, classId: 21 }, '/{contentId}/progress')).toBe(
      '/api/decola/events/{eventId}/class/{classId}/contents/{contentId}/progress',
    );
  });

  it('a save sent on leaving the page asks for a request that outlives it (keepalive)', async () => {
    const seen: { url: string; keepalive: boolean; body: unknown }[] = [];
    const record = async ({ request }: { request: Request }) => {
      seen.push({ url: request.url, keepalive: request.keepalive, body: await request.json() });
      return HttpResponse.json({ data: { progress: 40 } });
    };
    server.use(
      http.post(`${API}/api/decola/courses/12/contents/303/progress`, record),
      http.post(`${API}/api/decola/events/7/class/21/contents/401/checkpoints`, record),
    );

    await writes.saveProgress({
      owner: { courseId: 12 },
      contentId: 303,
      body: { speedRate: 1.5, seconds: 30 },
      keepalive: true,
    });
    await writes.saveCheckpoint({
      owner: { eventId: 7, classId: 21 },
      contentId: 401,
      body: { seconds: 42 },
    });

    expect(seen).toEqual([
      {
        url: `${API}/api/decola/courses/12/contents/303/progress`,
        keepalive: true,
        body: { speedRate: 1.5, seconds: 30 },
      },
      {
        url: `${API}/api/decola/events/7/class/21/contents/401/checkpoints`,
        keepalive: false,
        body: { seconds: 42 },
      },
    ]);
  });
});
