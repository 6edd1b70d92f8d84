import { getResponse } from 'msw';
import { handlers } from '../handlers';
import { DEMO_PASSWORD } from '../seed/users';
import { SESSION_COOKIE } from '../session';

export type Query = Record<
  string,
  string | number | boolean | readonly (string | number)[] | undefined
>;

export type CallInit = {
  query?: Query;
  body?: unknown;
  /** Sent as `Authorization: Bearer <token>`. */
  bearer?: string;
  /** Further request headers (a `referer` naming another template's host, say). */
  headers?: Record<string, string>;
};

const ORIGIN = 'http://demo.test';

/** `/api/x/{id}` with `{ id: 3 }` → `/api/x/3`. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${path}.`);
    return encodeURIComponent(String(value));
  });
}

/** Keeps its own session cookie like one browser, apart from MSW's process-wide cookie store. */
export function createCaller() {
  let session: string | null = null;

  async function call(method: string, path: string, init: CallInit = {}): Promise<Response> {
    const url = new URL(path, ORIGIN);
    for (const [name, value] of Object.entries(init.query ?? {})) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value])
        url.searchParams.append(name, String(item));
    }
    const headers = new Headers(init.headers);
    if (session) headers.set('cookie', `${SESSION_COOKIE}=${session}`);
    if (init.bearer) headers.set('authorization', `Bearer ${init.bearer}`);
    if (init.body !== undefined) headers.set('content-type', 'application/json');
    const request = new Request(url, {
      method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const response = (await getResponse(handlers, request)) ?? new Response(null, { status: 599 });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const [name, value] = pair!.split('=');
      if (name?.trim() !== SESSION_COOKIE) continue;
      const cleared = attributes.some(
        (attribute) => attribute.trim().toLowerCase() === 'max-age=0',
      );
      session = cleared || !value ? null : value;
    }
    return response;
  }

  return {
    call,
    async json<T = unknown>(
      method: string,
      path: string,
      init?: CallInit,
    ): Promise<{ status: number; body: T }> {
      const response = await call(method, path, init);
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
    },
    /** Signs in with a demo account (password Decola@2026). */
    async signIn(email: string, password = DEMO_PASSWORD): Promise<void> {
      const response = await call('POST', '/api/login', { body: { login: email, password } });
      if (response.status !== 200)
        throw new Error(`Sign-in of ${email} answered ${response.status}.`);
    },
    get session() {
      return session;
    },
  };
}

export type Caller = ReturnType<typeof createCaller>;
