import { configurationKeys } from '@decola/api-client/react-query';
import { queryClient } from '../app/queryClient';

// The per-area keys, not `decolaKeys`: that object would bring every area's module into start-up.
const CONFIGURATION = configurationKeys.all[0];

/**
 * Every login, logout and expired session starts from empty caches: no answer of one account (its
 * notifications, courses, role checks) may be served to the next. The configuration is nobody's.
 */
export function forgetAccount(): void {
  queryClient.removeQueries({ predicate: ({ queryKey }) => queryKey[0] !== CONFIGURATION });
  queryClient.getMutationCache().clear();
}
