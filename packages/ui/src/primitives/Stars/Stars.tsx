import { LIMITS } from '@decola/domain';
import { StarIcon } from '../../icons';

const MAX_STARS = LIMITS.ratingMaxStars;

/** The stars of a rating (1 to 5) as one image read '4 de 5 estrelas'. */
export const starsLabel = (stars: number) => `${stars} de ${MAX_STARS} estrelas`;

/** A rating's stars, drawn filled up to `rating` (rounded, kept within 0 to 5). */
export function Stars({ rating }: { rating: number }) {
  const stars = Math.round(Math.min(MAX_STARS, Math.max(0, rating || 0)));
  return (
    <span
      role="img"
      aria-label={starsLabel(stars)}
      data-slot="stars"
      className="flex items-center gap-0.5"
    >
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <StarIcon key={index} size="sm" className={index < stars ? 'text-warning' : 'text-line'} />
      ))}
    </span>
  );
}
