import { Suspense, type ReactNode } from 'react';

/**
 * A landing's last sections, after its last in-page anchor, whose code comes in a chunk of its own
 * (fetched as the landing's module runs): a screen's height is held meanwhile, so the footer never
 * shows up in the first view, and the layout-shift journeys wait while it is pending.
 */
export function ClosingSections({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<div data-pending="code" className="min-h-dvh" />}>{children}</Suspense>
  );
}
