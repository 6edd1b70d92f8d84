import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** Inside the signed-in shell (which owns <main>) a plain block; on its own the page's <main>. */
export function PageFrame({ inShell, children }: { inShell: boolean; children: ReactNode }) {
  const Root = inShell ? 'div' : 'main';
  return (
    <Root
      className={cn(
        'flex items-center justify-center bg-canvas px-gutter py-section',
        inShell ? 'min-h-[60dvh]' : 'min-h-dvh',
      )}
    >
      {children}
    </Root>
  );
}
