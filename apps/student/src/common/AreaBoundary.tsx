import { isChunkLoadError, SectionBoundary } from '@decola/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';

type AreaBoundaryProps = {
  /** The area's own sentence when it cannot be shown (its section's load error). */
  text: string;
  children: ReactNode;
};

/**
 * One area of a screen (a dashboard section, a document-2 panel) that fails to render shows its
 * own error and leaves the rest of the screen working.
 */
export function AreaBoundary({ text, children }: AreaBoundaryProps) {
  const queryClient = useQueryClient();
  const lastError = useRef<unknown>(null);
  return (
    <SectionBoundary
      text={text}
      onError={(error) => {
        lastError.current = error;
        console.error(error);
      }}
      onRetry={() => {
        // A failed import stays failed in this page's module map: only a reload fetches it again.
        if (isChunkLoadError(lastError.current)) window.location.reload();
        // The area's queries went inactive when it unmounted: its next render fetches anew.
        else queryClient.removeQueries({ type: 'inactive' });
      }}
    >
      {children}
    </SectionBoundary>
  );
}
