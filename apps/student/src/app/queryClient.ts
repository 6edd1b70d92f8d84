import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Catalogue data changes slowly; a minute avoids refetching on every route change.
      staleTime: 60_000,
      // A failed call already reaches the user as a toast; a GET the gateway could not answer is
      // asked again by the client itself (api-client's transport), a 4xx is an answer.
      retry: false,
      refetchOnWindowFocus: false,
      // Offline, a paused query never settles: the guard would hold the loading overlay for good.
      // Every call is made and fails as 'Erro de conexão.'; the offline banner says why.
      networkMode: 'always',
    },
    mutations: { networkMode: 'always' },
  },
});
