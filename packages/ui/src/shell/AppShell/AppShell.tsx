import type { Template } from '@decola/domain';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Footer } from '../Footer';
import { LoadingOverlay } from '../LoadingOverlay';
import { SkipLink } from '../../primitives/SkipLink';
import { TOAST_TOP_VARIABLE } from '../../primitives/Toast';
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

/**
 * The headers on the page with their measured heights, latest first in effect: a shell mounting
 * while another unmounts (a story replacing a story, a route's error shell) must not lose the
 * toasts' place to the other's clean-up. A header not measured yet has no height.
 */
const shellHeaders = new Map<HTMLElement, number | undefined>();

/** The toasts' top from the header shown last, or the default once no shell is left. */
function placeToasts(root: HTMLElement) {
  const heights = [...shellHeaders.values()];
  if (heights.length === 0) root.style.removeProperty(TOAST_TOP_VARIABLE);
  const height = heights[heights.length - 1];
  if (height !== undefined) root.style.setProperty(TOAST_TOP_VARIABLE, `${height}px`);
}

/**
 * The toasts start below the header, whatever its height (one row on a phone, two above 755 px,
 * the search row on some screens): at the top they covered the balance and the avatar. The height
 * comes from the ResizeObserver, which reports it after layout: read at mount, `offsetHeight`
 * forced a layout of the page being rendered.
 */
function useHeaderBelowToasts() {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const root = element.ownerDocument.documentElement;
    shellHeaders.set(element, undefined);
    const observer = new ResizeObserver(([entry]) => {
      const size = entry?.borderBoxSize?.[0];
      if (!size || !shellHeaders.has(element)) return;
      shellHeaders.set(element, Math.round(size.blockSize));
      placeToasts(root);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      shellHeaders.delete(element);
      placeToasts(root);
    };
  }, []);
  return box;
}

/** The shared shell of every signed-in page. */
export function AppShell({
  template,
  header,
  routeKey,
  loading = false,
  year,
  children,
  className,
}: AppShellProps) {
  const headerBox = useHeaderBelowToasts();
  return (
    <div
      data-slot="app-shell"
      className={cn('flex min-h-dvh flex-col bg-canvas text-ink', className)}
    >
      <SkipLink targetId={APP_MAIN_ID} />
      <div ref={headerBox} data-slot="app-shell-header">
        {header}
      </div>
      {/* At least a screen tall: the footer starts below the fold on every page, so a page that
          grows as its data arrives never pushes a footer already on screen down (it was most of
          the layout shift of the course, the shop and the content pages). */}
      <main
        id={APP_MAIN_ID}
        tabIndex={-1}
        aria-busy={loading || undefined}
        className="relative min-h-dvh flex-1 focus:outline-none"
      >
        <RouteFade routeKey={routeKey}>{children}</RouteFade>
        {loading && <LoadingOverlay placement="container" />}
      </main>
      <Footer template={template} year={year} />
    </div>
  );
}
