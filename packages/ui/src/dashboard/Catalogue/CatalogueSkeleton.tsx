import { CATALOGUE_GRID_CLASS } from '../../cards/catalogueGrid';
import { cn } from '../../lib/cn';
import { Spinner } from '../../primitives/Spinner';
import { CATALOGUE_TEXT } from './catalogueText';

/** Placeholder cards while a page of the catalogue loads; a status says what is loading. */
export function CatalogueSkeleton({ cards = 8 }: { cards?: number }) {
  return (
    <div data-slot="catalogue-skeleton" className="flex flex-col gap-3">
      <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
        <Spinner size="sm" decorative />
        {CATALOGUE_TEXT.loading}
      </p>
      <div aria-hidden="true" className={cn(CATALOGUE_GRID_CLASS)}>
        {Array.from({ length: cards }, (_, index) => (
          <div
            key={index}
            className="flex flex-col overflow-hidden rounded-card border border-line bg-surface"
          >
            <div className="aspect-video w-full animate-pulse bg-line" />
            <div className="flex flex-col gap-3 p-4">
              <div className="h-5 w-4/5 animate-pulse rounded-control bg-line" />
              <div className="h-4 w-1/2 animate-pulse rounded-control bg-line" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
