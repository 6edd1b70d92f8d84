import { ErrorPage, isChunkLoadError } from '@decola/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useRevalidator, useRouteError } from 'react-router-dom';
import { claimReloadForMissingChunk } from './chunkReload';

/**
 * The errorElement of the root and of the signed-in routes: a screen that failed to load or render
 * shows the pt-BR error screen, never React Router's page with the stack trace.
 */
export function RouteError({ inShell }: { inShell: boolean }) {
  const error = useRouteError();
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const chunkMissing = isChunkLoadError(error);
  const [reloading] = useState(() => chunkMissing && claimReloadForMissingChunk());
  const [reloadAsked, setReloadAsked] = useState(false);

  useEffect(() => {
    console.error(error);
  }, [error]);
  useEffect(() => {
    if (reloading) window.location.reload();
  }, [reloading]);

  return (
    <ErrorPage
      inShell={inShell}
      reloading={reloading}
      retrying={reloadAsked || revalidator.state === 'loading'}
      onRetry={() => {
        // A failed import stays failed in this page's module map: only a reload fetches it again.
        if (chunkMissing) {
          setReloadAsked(true);
          window.location.reload();
          return;
        }
        // The broken screen's queries went inactive when it unmounted: its next render fetches anew.
        queryClient.removeQueries({ type: 'inactive' });
        void revalidator.revalidate();
      }}
    />
  );
}
