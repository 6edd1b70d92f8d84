import type { ReactNode } from 'react';

/** The search and filters above a list of the catalogue, side by side where there is room. */
export function ListToolbar({ children }: { children: ReactNode }) {
  return (
    <div
      data-slot="list-toolbar"
      className="grid grid-cols-1 items-end gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
    >
      {children}
    </div>
  );
}
