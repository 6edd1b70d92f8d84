import { slidesPerView, type CarouselKind } from '@decola/domain';
import { Spinner } from '../primitives/Spinner';
import { useViewportWidth } from '../lib/useViewportWidth';

/** Each shape draws the boxes of the card it stands for, so its carousel moves nothing. */
export type CardSkeletonShape = 'card' | 'pill' | 'progress' | 'event';

const bar = 'animate-pulse rounded-control bg-line';

function CardBody({ shape }: { shape: Exclude<CardSkeletonShape, 'pill'> }) {
  if (shape === 'progress') {
    return (
      <div className="flex flex-col gap-4 p-4">
        <TitleLines />
        <div className={`h-5 w-full ${bar}`} />
        <div className={`h-10 w-full ${bar}`} />
      </div>
    );
  }
  if (shape === 'event') {
    return (
      <div className="flex flex-col gap-3 p-4">
        <TitleLines />
        <div className="flex h-23 flex-col gap-1.5">
          <div className={`h-5 w-3/4 ${bar}`} />
          <div className={`h-5 w-2/3 ${bar}`} />
          <div className={`h-5 w-1/2 ${bar}`} />
        </div>
        <div className={`h-8 w-1/3 ${bar}`} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3 p-4">
      <div className={`h-5 w-4/5 ${bar}`} />
      <div className={`h-4 w-1/2 ${bar}`} />
    </div>
  );
}

/** Two lines of a `line-clamp-2` title in `text-base leading-snug` (22 px each). */
function TitleLines() {
  return (
    <div className="flex h-11 flex-col justify-around">
      <div className={`h-4 w-4/5 ${bar}`} />
      <div className={`h-4 w-1/2 ${bar}`} />
    </div>
  );
}

/** With a `label`, a status says what loads (otherwise the section's own header says it). */
export function CardSkeletons({
  kind,
  label,
  shape = 'card',
}: {
  kind: CarouselKind;
  label?: string;
  shape?: CardSkeletonShape;
}) {
  const perView = slidesPerView(useViewportWidth(), kind);
  const slideStyle = { flex: `0 0 ${100 / perView}%` };
  return (
    <div data-slot="card-skeletons" className="flex flex-col gap-3">
      {label && (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner size="sm" decorative />
          {label}
        </p>
      )}
      <div className="-ml-4 flex overflow-hidden" aria-hidden="true">
        {Array.from({ length: Math.ceil(perView) }, (_, index) => (
          <div key={index} className="min-w-0 pl-4" style={slideStyle}>
            {shape === 'pill' ? (
              <div className="aspect-[9/16] w-full animate-pulse rounded-card bg-line" />
            ) : (
              <div className="flex flex-col overflow-hidden rounded-card border border-line bg-surface">
                <div className="aspect-video w-full animate-pulse bg-line" />
                <CardBody shape={shape} />
              </div>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
