import { PillCard, type Pill } from '../../pill/PillCard';
import { Carousel } from '../../primitives/Carousel';
import { CardSkeletons } from '../shared/CardSkeletons';
import { DashboardSection, SECTION_HEADING_CLASS } from '../shared/DashboardSection';
import { SectionError, type SectionErrorValue } from '../shared/SectionError';

export const PILLS_SECTION_TEXT = {
  title: 'Fique por dentro',
  loading: 'Carregando as pílulas…',
  error: 'Não foi possível carregar as pílulas.',
} as const;

/** The fields a pill of the carousel needs: the card's, and an id to key it. */
export type PillsSectionPill = Pick<Pill, 'id' | 'title' | 'imageURL' | 'isWatched'>;

export type PillsSectionProps<T extends PillsSectionPill> = {
  /** The pills loaded so far (spec 1 §4: 11 a request, from index 0). */
  pills: readonly T[];
  /** The last chunk said there are more (`has_more`). */
  hasMore?: boolean;
  /** The first chunk is loading. */
  loading?: boolean;
  /** The next chunk is loading: a loading slide follows the last pill. */
  loadingMore?: boolean;
  /** The first chunk failed: true, or the message to show under the section's own. */
  error?: SectionErrorValue;
  onRetry?: () => void;
  /** The last pill came into view and there are more: load the next chunk from `pills.length`. */
  onReachEnd?: () => void;
  /** A pill was tapped: the story viewer opens at its index (spec 1 §2). */
  onPillClick: (index: number) => void;
  className?: string;
};

/**
 * 'Fique por dentro' (spec 1 §2): the dashboard's pill carousel, 1 to 10 pills by width (carousel
 * kind `pills`), loaded in chunks as the learner reaches its end. Nothing shows without pills.
 */
export function PillsSection<T extends PillsSectionPill>({
  pills,
  hasMore = false,
  loading = false,
  loadingMore = false,
  error,
  onRetry,
  onReachEnd,
  onPillClick,
  className,
}: PillsSectionProps<T>) {
  const slot = 'pills-section';
  if (pills.length === 0) {
    if (loading) {
      return (
        <DashboardSection
          title={PILLS_SECTION_TEXT.title}
          busy
          slot={slot}
          state="loading"
          className={className}
        >
          <CardSkeletons kind="pills" shape="pill" label={PILLS_SECTION_TEXT.loading} />
        </DashboardSection>
      );
    }
    if (error) {
      return (
        <DashboardSection
          title={PILLS_SECTION_TEXT.title}
          slot={slot}
          state="error"
          className={className}
        >
          <SectionError text={PILLS_SECTION_TEXT.error} error={error} onRetry={onRetry} />
        </DashboardSection>
      );
    }
    // spec 1 §2: sections appear when data exists.
    return null;
  }

  return (
    <Carousel
      title={PILLS_SECTION_TEXT.title}
      headingClassName={SECTION_HEADING_CLASS}
      kind="pills"
      slot={slot}
      className={className}
      loadingMore={loadingMore}
      onReachEnd={hasMore && !loadingMore ? onReachEnd : undefined}
    >
      {pills.map((pill, index) => (
        <PillCard key={pill.id} pill={pill} index={index} onOpen={onPillClick} />
      ))}
    </Carousel>
  );
}
