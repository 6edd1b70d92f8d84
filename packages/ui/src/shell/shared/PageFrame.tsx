import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * The frame of a one-message page (maintenance, not found): on its own it is the page's <main>,
 * filling the screen; inside the signed-in shell, which owns <main>, header and footer, a plain
 * block centred in the content area.
 */
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
