import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Catalogue data changes slowly; a minute avoids refetching on every route change.
      staleTime: 60_000,
      // A failed call already reaches the user as a toast; retrying a 403 or a 4xx only delays it.
      retry: false,
      refetchOnWindowFocus: false,
    },
  },
});
