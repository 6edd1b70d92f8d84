import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accessStepOf, type AccessStepParams } from './accessStep';
import { HOME_PATH, loginDestination, type LoginUser } from './loginDestination';

const query = (text: string) => new URLSearchParams(text);

describe('accessStepOf', () => {
  it('opens the reset flow from the path, with its method and token when given', () => {
    expect(accessStepOf({ resetPass: 'reset' }, query(''))).toEqual({ kind: 'reset' });
    expect(accessStepOf({ resetPass: 'reset', resetBy: 'email' }, query(''))).toEqual({
      kind: 'reset',
      resetBy: 'email',
    });
    expect(
      accessStepOf({ resetPass: 'reset', resetBy: 'token', token: 'a1b2c3' }, query('')),
    ).toEqual({ kind: 'reset', resetBy: 'token', token: 'a1b2c3' });
  });

  it('opens the first-access step when a login asked for new credentials', () => {
    expect(accessStepOf({}, query('firstLogin=create-new-credentials'))).toEqual({
      kind: 'firstAccess',
    });
  });

  it('opens the new-terms step when a login asked to accept them, keeping other query words', () => {
    expect(accessStepOf({}, query('acceptTerm=true'))).toEqual({ kind: 'acceptTerm' });
    expect(accessStepOf({}, query('acceptTerm=true&redirect=%2Fstudent%2Fshop'))).toEqual({
      kind: 'acceptTerm',
    });
  });

  it('shows one step at a time: the reset path first, then first access, then the terms', () => {
    const both = query('firstLogin=create-new-credentials&acceptTerm=true');
    expect(accessStepOf({ resetPass: 'reset' }, both)).toEqual({ kind: 'reset' });
    expect(accessStepOf({}, both)).toEqual({ kind: 'firstAccess' });
  });

  it.each<[string, AccessStepParams, string]>([
    ['the plain landing', {}, ''],
    ['another first path segment', { resetPass: 'Reset' }, ''],
    ['a reset method without the reset segment', { resetBy: 'email', token: 'x' }, ''],
    ['another first-login value', {}, 'firstLogin=true'],
    ['an empty first-login value', {}, 'firstLogin='],
    ['terms not asked for', {}, 'acceptTerm=false'],
    ['terms in capitals', {}, 'acceptTerm=TRUE'],
    ['only a redirect', {}, 'redirect=%2Fstudent%2Fdashboard'],
  ])('shows no step for %s', (_case, params, search) => {
    expect(accessStepOf(params, query(search))).toBeNull();
  });

  it('opens exactly the step loginDestination sends a user home for', () => {
    const users = fc.record(
      {
        isImported: fc.option(fc.boolean()),
        passwordModifiedAt: fc.option(fc.constant('2024-01-10T10:00:00')),
        needAcceptNewTerm: fc.option(fc.boolean()),
      },
      { requiredKeys: [] },
    );
    const redirects = fc.constantFrom(null, '/student/course/7?x=1', 'https://evil.example.com');
    fc.assert(
      fc.property(users, redirects, (user: LoginUser, redirect) => {
        const destination = loginDestination(user, redirect);
        const [path, search = ''] = destination.split('?');
        const step = path === HOME_PATH ? accessStepOf({}, query(search)) : null;
        const expected =
          user.isImported && !user.passwordModifiedAt
            ? { kind: 'firstAccess' }
            : user.needAcceptNewTerm
              ? { kind: 'acceptTerm' }
              : null;
        expect(step).toEqual(expected);
      }),
    );
  });
});
