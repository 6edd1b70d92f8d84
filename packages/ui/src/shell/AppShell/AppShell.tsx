import type { Template } from '@decola/domain';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Footer } from '../Footer';
import { LoadingOverlay } from '../LoadingOverlay';
import { SkipLink } from '../../primitives/SkipLink';
import { RouteFade } from './RouteFade';

/** The main area's id: the skip link's target, the same on every signed-in page. */
export const APP_MAIN_ID = 'conteudo';

export type AppShellProps = {
  template: Template;
  /** The header (the app passes an AppHeader wired to its data). */
  header: ReactNode;
  /** Identifies the current route (its path, say): a new key fades the page in. */
  routeKey: string;
  /** Shows the loading overlay over the page while the next one loads. */
  loading?: boolean;
  /** The footer's copyright year. The app passes the current year; stories pass a fixed one. */
  year?: number;
  children: ReactNode;
  className?: string;
};

/** spec 1 §2, the shared shell of every signed-in page. */
export function AppShell({
  template,
  header,
  routeKey,
  loading = false,
  year,
  children,
  className,
}: AppShellProps) {
  return (
    <div
      data-slot="app-shell"
      className={cn('flex min-h-dvh flex-col bg-canvas text-ink', className)}
    >
      <SkipLink targetId={APP_MAIN_ID} />
      {header}
      <main
        id={APP_MAIN_ID}
        tabIndex={-1}
        aria-busy={loading || undefined}
        className="relative flex-1 focus:outline-none"
      >
        <RouteFade routeKey={routeKey}>{children}</RouteFade>
        {loading && <LoadingOverlay placement="container" />}
      </main>
      <Footer template={template} year={year} />
    </div>
  );
}
