import type { ReactNode } from 'react';
import { CATALOGUE_GRID_CLASS } from '../../cards/catalogueGrid';
import { PagedList, type PagedListState } from '../../primitives/PagedList';

/** What a directory takes from the app: its list's state and page. */
export type EntityDirectoryProps = PagedListState;

type Props = EntityDirectoryProps & {
  /** The page's h1 ('Escolas', 'Trilhas'). */
  title: string;
  /** What the page says before its list (a search field, a hint). */
  intro?: ReactNode;
  isEmpty: boolean;
  emptyText?: string;
  slot: string;
  /** One `<li>` per school, track or instructor card. */
  children: ReactNode;
};

/** A route without an entity id lists the entities it opens (spec 2 §2 `:entityID?`). */
export function EntityDirectory({
  title,
  intro,
  isEmpty,
  emptyText,
  slot,
  children,
  ...list
}: Props) {
  return (
    <div data-slot={slot} className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-gutter py-8">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
      {intro}
      <PagedList {...list} label={title} isEmpty={isEmpty} emptyText={emptyText}>
        <ul className={CATALOGUE_GRID_CLASS}>{children}</ul>
      </PagedList>
    </div>
  );
}
