import createClient, { mergeHeaders } from 'openapi-fetch';
import type { ClientOptions, HeadersOptions } from 'openapi-fetch';
import type { Answer, CallArgs, CallMethod, PathsWith, RawDecolaClient } from './calls.js';
import { readerOf } from './calls.js';
import { unexpectedError } from './errors.js';
import type { SessionExpiredListener } from './middleware.js';
import { failureMiddleware } from './middleware.js';
import type { paths } from './schema.js';
import { patientFetch } from './transport.js';

export interface DecolaClientOptions {
  /** Origin of the API ('' in the browser for the portal's own origin; an absolute URL in Node). */
  baseUrl: string;
  /** A fetch of your own (tests, server rendering); defaults to the global fetch. */
  fetch?: ClientOptions['fetch'];
  /** Called with the error on every HTTP 403, before it is thrown (go home). */
  onSessionExpired?: SessionExpiredListener;
  /** Each attempt's time limit; 30 s by default. */
  timeoutMs?: number;
  /** The waits before a GET answered 502, 503 or 504 is asked again; 1, 2 and 4 s by default. */
  retryDelaysMs?: readonly number[];
}

type UntypedInit = { bearerToken?: string; headers?: HeadersOptions } & Record<string, unknown>;

type CallOf<M extends CallMethod> = <P extends PathsWith<M>>(
  path: P,
  ...init: CallArgs<M, P>
) => Promise<Answer<M, P>>;

export interface DecolaClient {
  get: CallOf<'get'>;
  post: CallOf<'post'>;
  put: CallOf<'put'>;
  patch: CallOf<'patch'>;
  delete: CallOf<'delete'>;
  /** The openapi-fetch client underneath: answers keep their envelope; failures still throw DecolaError. */
  raw: RawDecolaClient;
}

export function createDecolaClient({
  baseUrl,
  fetch,
  onSessionExpired,
  timeoutMs = 30_000,
  retryDelaysMs = [1000, 2000, 4000],
}: DecolaClientOptions): DecolaClient {
  // All calls use the same origin with cookies.
  const raw = createClient<paths, 'application/json'>({
    baseUrl,
    fetch: patientFetch(
      // Looked up per call, so a later patch (MSW in Node, a test spy) reaches clients made before.
      fetch ?? ((request) => globalThis.fetch(request)),
      { timeoutMs, retryDelaysMs },
    ),
    credentials: 'include',
  });
  raw.use(failureMiddleware(onSessionExpired));

  const call = async (method: CallMethod, path: string, init?: UntypedInit): Promise<unknown> => {
    const { bearerToken, headers, ...options } = init ?? {};
    const { data: text, response } = await raw.request(
      method,
      path as never,
      {
        ...options,
        headers: bearerToken
          ? mergeHeaders(headers, { Authorization: `Bearer ${bearerToken}` })
          : headers,
        // Parsed here, not by openapi-fetch, so a 2xx body that is not JSON is a DecolaError too.
        parseAs: 'text',
      } as never,
    );
    return readAnswer(method, path, text as string | undefined, response.status);
  };
  const callOf = (method: CallMethod) => (path: string, init?: UntypedInit) =>
    call(method, path, init);

  return {
    get: callOf('get') as CallOf<'get'>,
    post: callOf('post') as CallOf<'post'>,
    put: callOf('put') as CallOf<'put'>,
    patch: callOf('patch') as CallOf<'patch'>,
    delete: callOf('delete') as CallOf<'delete'>,
    raw,
  };
}

function readAnswer(
  method: CallMethod,
  path: string,
  text: string | undefined,
  status: number,
): unknown {
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch (cause) {
    throw unexpectedError(status, cause);
  }
  const reader = readerOf(method, path);
  if (reader === 'whole') return body;
  return typeof body === 'object' && body !== null
    ? (body as Record<string, unknown>)[reader]
    : undefined;
}
