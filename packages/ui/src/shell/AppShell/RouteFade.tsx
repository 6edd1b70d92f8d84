import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { usePrefersReducedMotion } from '../../lib/usePrefersReducedMotion';

export type RouteFadeProps = {
  /** Changes with the route: the page under a new key is a new element, which fades in. */
  routeKey: string;
  children: ReactNode;
  className?: string;
};

/**
 * The shell's fading route view: each page fades in when the route changes. A learner
 * who asked the system for less motion gets the page at once.
 */
export function RouteFade({ routeKey, children, className }: RouteFadeProps) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <div
      key={routeKey}
      data-slot="route-fade"
      data-motion={reducedMotion ? 'none' : 'fade'}
      className={cn(
        // @starting-style: a freshly mounted element starts transparent and transitions to opaque.
        !reducedMotion && 'transition-opacity duration-300 ease-out starting:opacity-0',
        className,
      )}
    >
      {children}
    </div>
  );
}
