import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type CataloguePageLayoutProps = {
  /** The entity's heading (its h1), or the list's when the route names no entity. */
  header: ReactNode;
  /** The page's panels, each behind its own boundary in the app. */
  children?: ReactNode;
  /** The comments modal and the intro-video modal of its course cards. */
  modals?: ReactNode;
  slot: string;
  className?: string;
};

/** The frame of a school, track or instructor page. */
export function CataloguePageLayout({
  header,
  children,
  modals,
  slot,
  className,
}: CataloguePageLayoutProps) {
  return (
    <div
      data-slot={slot}
      className={cn('mx-auto flex w-full max-w-7xl flex-col gap-section px-gutter py-8', className)}
    >
      {header}
      {children}
      {modals}
    </div>
  );
}
