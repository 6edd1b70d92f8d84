import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REDIRECT, routerPath, safeRedirect } from './safeRedirect';

const ORIGIN = 'https://decola.dev';

// The properties run fast-check's default 100 cases, from a fixed seed so every run checks the
// same inputs and a failure reproduces as is. The first `fc.webUrl()` builds its domain and IP
// generators (~1.6 s alone, past vitest's 5 s default on a busy machine: it timed out in CI), so
// each property test has a bound suited to its 100 runs instead.
const PROPERTY = { seed: 20261126, numRuns: 100 } as const;
const PROPERTY_TEST = { timeout: 30_000 } as const;

describe('safeRedirect', () => {
  it('follows paths of this app under /student/, with their query and hash', () => {
    expect(safeRedirect('/student/dashboard')).toBe('/student/dashboard');
    expect(safeRedirect('/student/course/12/content/3?notification=true#notas')).toBe(
      '/student/course/12/content/3?notification=true#notas',
    );
    expect(safeRedirect('/student/search?search=a/../b')).toBe('/student/search?search=a/../b');
    expect(safeRedirect('/student/')).toBe('/student/');
  });

  it.each([
    ['empty', ''],
    ['missing', undefined],
    ['null', null],
    ['a query array', ['/student/dashboard']],
    ['another host', '//evil.example.com/student/'],
    ['an absolute URL', 'https://evil.example.com/student/dashboard'],
    ['a script', 'javascript:alert(1)'],
    ['a backslash host', '/\\evil.example.com'],
    ['a backslash inside', '/student/\\evil.example.com'],
    ['a tab that URL parsers drop', '/student/\t/evil'],
    ['a newline', '/student/x\n'],
    ['a space', '/student/meu curso'],
    ['a DEL character', '/student/x\u007f'],
    ['a non-breaking space', '/student/x\u00a0y'],
    ['a path outside /student/', '/admin/#/dashboard'],
    ['the prefix without its slash', '/student'],
    ['a look-alike prefix', '/studentx/dashboard'],
    ['dot segments climbing out', '/student/../admin'],
    ['encoded dot segments', '/student/%2e%2E/admin'],
    ['a lone dot segment', '/student/./dashboard'],
    ['a relative path', 'student/dashboard'],
    ['an empty segment that becomes a host', '/student//evil.com'],
    ['an empty segment with a path', '/student//evil.com/student/dashboard'],
    ['an empty segment further on', '/student/course//12'],
    ['three slashes', '/student///evil.com'],
  ])('refuses %s', (_case, target) => {
    expect(safeRedirect(target)).toBe(DEFAULT_REDIRECT);
  });

  it(
    'returns the target itself or the dashboard, always a same-origin path under /student/',
    PROPERTY_TEST,
    () => {
      fc.assert(
        fc.property(
          fc.oneof(
            fc.string(),
            fc.webUrl(),
            fc.webPath().map((path) => `/student${path}`),
          ),
          (target) => {
            const result = safeRedirect(target);
            expect([target, DEFAULT_REDIRECT]).toContain(result);
            const url = new URL(result, ORIGIN);
            expect(url.origin).toBe(ORIGIN);
            expect(url.pathname.startsWith('/student/')).toBe(true);
          },
        ),
        PROPERTY,
      );
    },
  );

  it('keeps a double slash that sits in the query or the hash', () => {
    expect(safeRedirect('/student/search?search=https://decola.dev')).toBe(
      '/student/search?search=https://decola.dev',
    );
    expect(safeRedirect('/student/dashboard#//x')).toBe('/student/dashboard#//x');
  });

  it('never yields a path with an empty segment', PROPERTY_TEST, () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webPath().map((path) => `/student/${path}`),
        ),
        (target) => {
          const path = safeRedirect(target).replace(/[?#].*$/, '');
          expect(path).not.toContain('//');
        },
      ),
      PROPERTY,
    );
  });

  it('follows every plain path made of simple segments', PROPERTY_TEST, () => {
    const segment = fc.stringMatching(/^[a-z0-9_-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), (segments) => {
        const target = `/student/${segments.join('/')}`;
        expect(safeRedirect(target)).toBe(target);
      }),
      PROPERTY,
    );
  });
});

describe('routerPath', () => {
  it("drops the basename of the app's paths", () => {
    expect(routerPath('/student/dashboard')).toBe('/dashboard');
    expect(routerPath('/student/course/12?notification=true#notas')).toBe(
      '/course/12?notification=true#notas',
    );
    expect(routerPath('/student/')).toBe('/');
  });

  it('keeps a path already without the basename', () => {
    expect(routerPath('/home')).toBe('/home');
    expect(routerPath('/home/reset/email')).toBe('/home/reset/email');
    expect(routerPath('/')).toBe('/');
  });

  it.each([
    ['an empty segment', '/student//evil.com'],
    ['three slashes', '/student///evil.com'],
    ['another host', '//evil.com'],
    ['a backslash host', '/\\evil.com'],
    ['an absolute URL', 'https://evil.com/student/'],
    ['a relative path', 'dashboard'],
  ])('sends %s to the dashboard', (_case, target) => {
    expect(routerPath(target)).toBe('/dashboard');
  });

  it("never yields '//', which React Router takes for another host", PROPERTY_TEST, () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.webPath().map((path) => `/student${path}`),
          fc.webPath().map((path) => `/student/${path}`),
        ),
        (target) => {
          const path = routerPath(target);
          expect(path.startsWith('/')).toBe(true);
          expect(path.startsWith('//')).toBe(false);
          expect(new URL(path, ORIGIN).origin).toBe(ORIGIN);
        },
      ),
      PROPERTY,
    );
  });
});
