import type { Middleware } from 'openapi-fetch';
import type { DecolaError } from './errors.js';
import { connectionError } from './errors.js';
import { failureFromResponse, readFailureBody } from './failure.js';

export type SessionExpiredListener = (error: DecolaError) => void;

/** Thrown, so TanStack Query and `await` both see every failure (STYLE.md). */
export function failureMiddleware(onSessionExpired?: SessionExpiredListener): Middleware {
  return {
    async onResponse({ response }) {
      if (response.ok) return undefined;
      const error = failureFromResponse(response.status, await readFailureBody(response));
      // A 403 sends the user home with 'Faça seu login novamente.'
      if (error.status === 403) onSessionExpired?.(error);
      throw error;
    },
    onError({ error }) {
      // A call the caller cancelled did not fail for want of a connection: keep the AbortError.
      if (isAbort(error)) return undefined;
      return connectionError(error);
    },
  };
}

function isAbort(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
  );
}
