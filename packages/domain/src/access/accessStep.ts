/**
 * The access step that route home shows over the landing (spec 1 §2): the reset flow from the path
 * (`/home/reset/:resetBy?/:token?`), else the first-access or new-terms step a login asked for
 * through the query. One at a time, in that order.
 */
export type AccessStep =
  | { kind: 'reset'; resetBy?: string; token?: string }
  | { kind: 'firstAccess' }
  | { kind: 'acceptTerm' };

export function accessStepOf(
  params: { resetPass?: string; resetBy?: string; token?: string },
  search: URLSearchParams,
): AccessStep | null {
  if (params.resetPass === 'reset')
    return { kind: 'reset', resetBy: params.resetBy, token: params.token };
  if (search.get('firstLogin') === 'create-new-credentials') return { kind: 'firstAccess' };
  if (search.get('acceptTerm') === 'true') return { kind: 'acceptTerm' };
  return null;
}
