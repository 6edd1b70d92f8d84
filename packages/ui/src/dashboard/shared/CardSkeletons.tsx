import { slidesPerView, type CarouselKind } from '@decola/domain';
import { Spinner } from '../../primitives/Spinner';
import { useViewportWidth } from '../../lib/useViewportWidth';

/**
 * Placeholder cards, as many as the carousel will show, while a section's first chunk loads; a
 * status tells screen readers what is loading. `shape="pill"` draws the pills' portrait tiles.
 */
export function CardSkeletons({
  kind,
  label,
  shape = 'card',
}: {
  kind: CarouselKind;
  label: string;
  shape?: 'card' | 'pill';
}) {
  const perView = slidesPerView(useViewportWidth(), kind);
  const slideStyle = { flex: `0 0 ${100 / perView}%` };
  return (
    <div data-slot="card-skeletons" className="flex flex-col gap-3">
      <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
        <Spinner size="sm" decorative />
        {label}
      </p>
      <div className="-ml-4 flex overflow-hidden" aria-hidden="true">
        {Array.from({ length: Math.ceil(perView) }, (_, index) => (
          <div key={index} className="min-w-0 pl-4" style={slideStyle}>
            {shape === 'pill' ? (
              <div className="aspect-[9/16] w-full animate-pulse rounded-card bg-line" />
            ) : (
              <div className="flex flex-col overflow-hidden rounded-card border border-line bg-surface">
                <div className="aspect-video w-full animate-pulse bg-line" />
                <div className="flex flex-col gap-3 p-4">
                  <div className="h-5 w-4/5 animate-pulse rounded-control bg-line" />
                  <div className="h-4 w-1/2 animate-pulse rounded-control bg-line" />
                </div>
              </div>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
