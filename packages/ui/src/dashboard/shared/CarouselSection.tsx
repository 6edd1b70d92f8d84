import type { CarouselKind } from '@decola/domain';
import type { ReactNode } from 'react';
import { READY, type AsyncState } from '../../lib/asyncState';
import { Carousel } from '../../primitives/Carousel';
import { CardSkeletons, type CardSkeletonShape } from '../../cards/CardSkeletons';
import { SECTION_HEADING_CLASS } from './DashboardSection';
import { SectionLoadState } from './SectionLoadState';

/** A carousel section's own texts: its heading, and what it says while loading or failed. */
export type CarouselSectionText = { title: string; loading: string; error: string };

export type CarouselSectionProps = {
  text: CarouselSectionText;
  /** `data-slot` of the section, for tests and styles. */
  slot: string;
  kind: CarouselKind;
  /** The loading placeholders' shape: that of the section's cards. */
  skeletonShape?: CardSkeletonShape;
  /** Nothing has been loaded: the section shows its loading or error state, or nothing at all. */
  empty: boolean;
  /** Where the first chunk (or the whole list) is. */
  state?: AsyncState;
  /** The list loads in chunks and the last one said there are more. */
  hasMore?: boolean;
  /** The next chunk is loading: a loading slide follows the last card. */
  loadingMore?: boolean;
  /** The end came into view with more to load: load the next chunk from the current length. */
  onReachEnd?: () => void;
  /** The slides. */
  children: ReactNode;
  className?: string;
};

/** One chunk at a time, while more exists. */
export function CarouselSection({
  text,
  slot,
  kind,
  skeletonShape = 'card',
  empty,
  state = READY,
  hasMore = false,
  loadingMore = false,
  onReachEnd,
  children,
  className,
}: CarouselSectionProps) {
  if (empty) {
    return (
      <SectionLoadState
        title={text.title}
        slot={slot}
        state={state}
        skeletons={<CardSkeletons kind={kind} shape={skeletonShape} />}
        carouselLoadingLabel={text.loading}
        errorText={text.error}
        className={className}
      />
    );
  }

  return (
    <Carousel
      title={text.title}
      headingClassName={SECTION_HEADING_CLASS}
      kind={kind}
      slot={slot}
      className={className}
      loadingMore={loadingMore}
      onReachEnd={hasMore && !loadingMore ? onReachEnd : undefined}
    >
      {children}
    </Carousel>
  );
}
