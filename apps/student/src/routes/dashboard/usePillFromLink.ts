import { DecolaError, ErrorCode, ErrorMessage } from '@decola/api-client';
import { parseUrlNumber } from '@decola/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pillQuery } from '../../api/pills';
import { useErrorToast } from '../../shell/useErrorToast';

/** The dashboard's query key of a pill opened by its id: /student/dashboard?pill=12. */
export const PILL_QUERY_KEY = 'pill';

// An id that is not a number gets the server's own refusal without a call (spec 2 §5 INVALID_ID).
const NOT_AN_ID = new DecolaError({
  code: ErrorCode.INVALID_ID,
  message: ErrorMessage.invalidId,
  status: 400,
});

/**
 * A pill opened by its id (a shared link, a notification): `?pill={id}` loads GET pills/{id} for
 * the story viewer. A failed fetch clears the pill from the URL and shows the error
 * (spec 2 §4 'a failed fetch resets the current pill to empty').
 */
export function usePillFromLink() {
  const [params, setParams] = useSearchParams();
  const showError = useErrorToast();
  const asked = params.get(PILL_QUERY_KEY);
  const id = asked === null ? undefined : parseUrlNumber(asked);
  const pill = useQuery({ ...pillQuery.detail(id ?? 0), enabled: id !== undefined });

  const close = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(PILL_QUERY_KEY);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const failure = asked !== null && id === undefined ? NOT_AN_ID : pill.error;
  // Asked again later, the failed pill is fetched anew: a query without data is never fresh.
  useEffect(() => {
    if (!failure) return;
    showError(failure);
    close();
  }, [failure, showError, close]);

  return { pill: id === undefined ? undefined : pill.data, close };
}
