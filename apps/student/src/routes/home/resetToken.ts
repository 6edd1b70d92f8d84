/** The router state of the new-password step: the token never sits in the address. */
export type ResetState = { token: string; validated?: boolean };

export function resetStateOf(state: unknown): ResetState | null {
  if (typeof state !== 'object' || state === null || !('token' in state)) return null;
  const { token } = state;
  if (typeof token !== 'string' || token === '') return null;
  return { token, validated: 'validated' in state && state.validated === true };
}
