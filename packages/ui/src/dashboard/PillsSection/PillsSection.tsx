import { PillCard, type Pill } from '../../pill/PillCard';
import type { AsyncState } from '../../lib/asyncState';
import { CarouselSection } from '../shared/CarouselSection';

export const PILLS_SECTION_TEXT = {
  title: 'Fique por dentro',
  loading: 'Carregando as pílulas…',
  error: 'Não foi possível carregar as pílulas.',
} as const;

/** The fields a pill of the carousel needs: the card's, and an id to key it. */
export type PillsSectionPill = Pick<Pill, 'id' | 'title' | 'imageURL' | 'isWatched'>;

export type PillsSectionProps<T extends PillsSectionPill> = {
  /** The pills loaded so far (11 a request, from index 0). */
  pills: readonly T[];
  /** The last chunk said there are more (`has_more`). */
  hasMore?: boolean;
  /** The first chunk's load; pills already shown stay whatever it says. */
  state?: AsyncState;
  /** The next chunk is loading: a loading slide follows the last pill. */
  loadingMore?: boolean;
  /** The last pill came into view and there are more: load the next chunk from `pills.length`. */
  onReachEnd?: () => void;
  /** A pill was tapped: the story viewer opens at its index. */
  onPillClick: (index: number) => void;
  className?: string;
};

/**
 * 'Fique por dentro': the dashboard's pill carousel, 1 to 10 pills by width (carousel
 * kind `pills`), loaded in chunks as the learner reaches its end. Nothing shows without pills.
 */
export function PillsSection<T extends PillsSectionPill>({
  pills,
  hasMore = false,
  state,
  loadingMore = false,
  onReachEnd,
  onPillClick,
  className,
}: PillsSectionProps<T>) {
  return (
    <CarouselSection
      text={PILLS_SECTION_TEXT}
      slot="pills-section"
      kind="pills"
      skeletonShape="pill"
      empty={pills.length === 0}
      state={state}
      hasMore={hasMore}
      loadingMore={loadingMore}
      onReachEnd={onReachEnd}
      className={className}
    >
      {pills.map((pill, index) => (
        <PillCard key={pill.id} pill={pill} index={index} onOpen={onPillClick} />
      ))}
    </CarouselSection>
  );
}
