import { ToastProvider } from '@decola/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { NoticeToaster } from '../session/NoticeToaster';
import { ConnectionBanner } from './ConnectionBanner';
import { routerPath } from '../common/paths';
import { queryClient } from './queryClient';
import { router } from './router';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider navigate={(href) => void router.navigate(routerPath(href))}>
        <NoticeToaster />
        <RouterProvider router={router} />
        <ConnectionBanner />
      </ToastProvider>
    </QueryClientProvider>
  );
}
