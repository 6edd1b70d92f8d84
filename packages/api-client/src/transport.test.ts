import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ErrorMessage } from './catalogue.js';
import { DecolaError } from './errors.js';
import { API, server, testClient } from './test/server.js';

const catalogue = `${API}/api/decola/course/list`;
const page = { courses: [], page: 1, pages: 1, total: 0 };

/** Answers each request with the next status of `statuses` (the last one repeats), and counts them. */
function answering(method: 'get' | 'post', path: string, statuses: number[]) {
  const seen = { requests: 0 };
  const handler = method === 'get' ? http.get : http.post;
  server.use(
    handler(path, () => {
      const status = statuses[Math.min(seen.requests++, statuses.length - 1)]!;
      return status === 200
        ? HttpResponse.json({ data: page })
        : HttpResponse.json({ code: 'BUSY', message: 'Servidor ocupado.' }, { status });
    }),
  );
  return seen;
}

const failureOf = (call: Promise<unknown>) =>
  call.then(() => null).catch((error: unknown) => error);

describe('a GET the gateway could not answer is asked again', () => {
  for (const status of [502, 503, 504]) {
    it(`retries a ${status} and resolves with the answer that came`, async () => {
      const seen = answering('get', catalogue, [status, status, 200]);
      await expect(testClient().get('/api/decola/course/list')).resolves.toEqual(page);
      expect(seen.requests).toBe(3);
    });
  }

  it('gives up after the backoff, with the last answer', async () => {
    const seen = answering('get', catalogue, [503]);
    const error = await failureOf(
      testClient({ retryDelaysMs: [1, 2] }).get('/api/decola/course/list'),
    );
    expect(error).toMatchObject({ message: 'Servidor ocupado.', status: 503 });
    expect(seen.requests).toBe(3);
  });

  for (const status of [400, 404, 409, 500]) {
    it(`does not retry a ${status}: it is an answer`, async () => {
      const seen = answering('get', catalogue, [status, 200]);
      const error = await failureOf(testClient().get('/api/decola/course/list'));
      expect(error).toBeInstanceOf(DecolaError);
      expect(seen.requests).toBe(1);
    });
  }

  it('never retries a POST, which the server may have carried out', async () => {
    const seen = answering('post', `${API}/api/decola/logout`, [503, 200]);
    const error = await failureOf(testClient().post('/api/decola/logout'));
    expect(error).toMatchObject({ status: 503 });
    expect(seen.requests).toBe(1);
  });
});

describe('a call that hangs', () => {
  it("fails as 'Erro de conexão.' once its time is up", async () => {
    server.use(http.get(catalogue, () => delay('infinite')));
    const error = await failureOf(testClient({ timeoutMs: 50 }).get('/api/decola/course/list'));
    expect(error).toBeInstanceOf(DecolaError);
    expect(error).toMatchObject({ message: ErrorMessage.connection, status: 0 });
  });

  it('stays an AbortError when its caller cancels it first', async () => {
    server.use(http.get(catalogue, () => delay('infinite')));
    const controller = new AbortController();
    const call = failureOf(
      testClient({ timeoutMs: 5000 }).get('/api/decola/course/list', {
        signal: controller.signal,
      }),
    );
    controller.abort();
    expect(await call).toMatchObject({ name: 'AbortError' });
  });

  it('is 30 s by default: a slow answer within it arrives', async () => {
    server.use(
      http.get(catalogue, async () => {
        await delay(100);
        return HttpResponse.json({ data: page });
      }),
    );
    await expect(testClient().get('/api/decola/course/list')).resolves.toEqual(page);
  });
});
