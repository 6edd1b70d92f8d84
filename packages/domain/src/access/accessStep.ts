/** One at a time — reset from the path, else what the login's query asked for. */
export type AccessStep =
  | { kind: 'reset'; resetBy?: string; token?: string }
  | { kind: 'firstAccess' }
  | { kind: 'acceptTerm' };

/** The path params of route home (`ROUTE_PATHS.home`). */
export interface AccessStepParams {
  resetPass?: string;
  resetBy?: string;
  token?: string;
}

// Only `get` is read, so the route's URLSearchParams fits without the domain knowing the DOM.
export function accessStepOf(
  params: AccessStepParams,
  search: { get(name: string): string | null },
): AccessStep | null {
  if (params.resetPass === 'reset')
    return { kind: 'reset', resetBy: params.resetBy, token: params.token };
  if (search.get('firstLogin') === 'create-new-credentials') return { kind: 'firstAccess' };
  if (search.get('acceptTerm') === 'true') return { kind: 'acceptTerm' };
  return null;
}
