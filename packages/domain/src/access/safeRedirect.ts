/** spec 1 §2: every route lives under this prefix. */
export const STUDENT_BASE_PATH = '/student/';

/** spec 1 §2: an empty path redirects to dashboard; so does any redirect we refuse. */
export const DEFAULT_REDIRECT = '/student/dashboard';

// Whitespace and control characters are dropped or reinterpreted by URL parsers ('/\t/host'
// becomes '//host'), and a backslash counts as a slash: none belongs in a path of ours.
const isUnsafeCharacter = (character: string): boolean =>
  character <= ' ' || character === '\u007f' || character === '\\' || /\s/.test(character);

const isDotSegment = (segment: string): boolean =>
  ['.', '..'].includes(segment.replace(/%2e/gi, '.'));

/** Only a path of this app under /student/ is followed, so the login is no open redirect. */
export function safeRedirect(target: unknown): string {
  if (typeof target !== 'string' || !target.startsWith(STUDENT_BASE_PATH)) return DEFAULT_REDIRECT;
  if ([...target].some(isUnsafeCharacter)) return DEFAULT_REDIRECT;
  const path = target.replace(/[?#].*$/, '');
  if (path.split('/').some(isDotSegment)) return DEFAULT_REDIRECT;
  return target;
}
