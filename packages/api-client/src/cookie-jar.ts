type Fetch = (request: Request) => Promise<Response>;

/**
 * Node's fetch stores no cookies, so scripts would lose the login: this keeps the one API's cookies
 * by name (attributes ignored). Browsers never expose `Set-Cookie`, so there it passes through.
 */
export function createCookieJarFetch(fetch: Fetch = (request) => globalThis.fetch(request)): Fetch {
  const jar = new Map<string, string>();
  return async (request) => {
    let sent = request;
    if (jar.size > 0) {
      const headers = new Headers(request.headers);
      headers.set('Cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
      sent = new Request(request, { headers });
    }
    const response = await fetch(sent);
    for (const cookie of response.headers.getSetCookie()) keep(jar, cookie);
    return response;
  };
}

function keep(jar: Map<string, string>, setCookie: string): void {
  const [pair = '', ...attributes] = setCookie.split(';');
  const separator = pair.indexOf('=');
  if (separator <= 0) return;
  const name = pair.slice(0, separator).trim();
  const value = pair.slice(separator + 1).trim();
  const expired = attributes.some((attribute) => /^\s*max-age\s*=\s*(0|-\d+)\s*$/i.test(attribute));
  if (value === '' || expired) jar.delete(name);
  else jar.set(name, value);
}
