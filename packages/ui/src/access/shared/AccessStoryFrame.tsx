import type { ReactNode } from 'react';

/** Stories only: the access screens as the landing's login panel holds them. */
export function AccessStoryFrame({ children }: { children: ReactNode }) {
  return (
    <div className="w-[26rem] max-w-full rounded-card bg-surface p-6 shadow-sm">{children}</div>
  );
}
