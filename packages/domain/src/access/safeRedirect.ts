/** Every route lives under this prefix. */
export const STUDENT_BASE_PATH = '/student/';

/** An empty path redirects to dashboard; so does any redirect we refuse. */
export const DEFAULT_REDIRECT = '/student/dashboard';

// Whitespace and control characters are dropped or reinterpreted by URL parsers ('/\t/host'
// becomes '//host'), and a backslash counts as a slash: none belongs in a path of ours.
const isUnsafeCharacter = (character: string): boolean =>
  character <= ' ' || character === '\u007f' || character === '\\' || /\s/.test(character);

const isDotSegment = (segment: string): boolean =>
  ['.', '..'].includes(segment.replace(/%2e/gi, '.'));

/**
 * Only a path of this app under /student/ is followed, so the login is no open redirect. An empty
 * segment is refused too: '/student//evil.com' loses its basename as '//evil.com', another host.
 */
export function safeRedirect(target: unknown): string {
  if (typeof target !== 'string' || !target.startsWith(STUDENT_BASE_PATH)) return DEFAULT_REDIRECT;
  if ([...target].some(isUnsafeCharacter)) return DEFAULT_REDIRECT;
  const path = target.replace(/[?#].*$/, '');
  if (path.includes('//') || path.split('/').some(isDotSegment)) return DEFAULT_REDIRECT;
  return target;
}

/**
 * The router's path (it leaves out its basename) of a full `/student/...` path or of one already
 * without it. What `safeRedirect` refuses becomes the dashboard's, so the result never starts with
 * '//', which React Router takes for another host ('External navigation is not allowed').
 */
export function routerPath(path: string): string {
  const full = path.startsWith(STUDENT_BASE_PATH)
    ? path
    : `${STUDENT_BASE_PATH.slice(0, -1)}${path}`;
  return `/${safeRedirect(full).slice(STUDENT_BASE_PATH.length)}`;
}
