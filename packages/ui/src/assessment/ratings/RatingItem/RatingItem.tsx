import { formatDateBR } from '@decola/domain';
import { useId } from 'react';
import { HeartIcon, TrashIcon } from '../../../icons';
import { cn } from '../../../lib/cn';
import { Avatar } from '../../../primitives/Avatar';
import { Button } from '../../../primitives/Button';
import { Count } from '../../../primitives/Count';
import { Stars } from '../../../primitives/Stars';
import { RATINGS_TEXT } from '../ratingsText';
import type { ContentRating } from '../types';

export type RatingItemProps = {
  rating: ContentRating;
  /** The learner liked it: 'Curtir' shows pressed. */
  liked: boolean;
  /** The learner's own rating: it can be deleted. */
  own: boolean;
  onToggleLike: () => void;
  onDelete: () => void;
};

/** Avatar (initials when the photo fails), name, date, stars, message and likes. */
export function RatingItem({ rating, liked, own, onToggleLike, onDelete }: RatingItemProps) {
  const nameId = useId();
  const ofRating = ` ${RATINGS_TEXT.ofRating(rating.userName)}`;
  return (
    <article aria-labelledby={nameId} data-slot="rating" className="flex gap-3">
      <Avatar name={rating.userName} image={rating.userImage} />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <div className="flex flex-wrap items-baseline gap-2">
            <h3 id={nameId} dir="auto" className="font-semibold break-words text-ink">
              {rating.userName}
            </h3>
            {own && (
              <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary-ink">
                {RATINGS_TEXT.own}
              </span>
            )}
          </div>
          <time dateTime={rating.createdAt} className="text-sm text-ink-muted">
            {formatDateBR(rating.createdAt)}
          </time>
        </div>
        <Stars rating={rating.stars} />
        {rating.message && (
          <p dir="auto" className="break-words whitespace-pre-line text-ink">
            {rating.message}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="ghost" size="sm" aria-pressed={liked} onClick={onToggleLike}>
            <HeartIcon size="sm" className={cn(liked && 'fill-current')} />
            {RATINGS_TEXT.like}
            <span className="sr-only">{ofRating}</span>
          </Button>
          <span data-slot="rating-likes" className="text-sm text-ink-muted">
            <Count value={rating.likes.length} /> {RATINGS_TEXT.likes(rating.likes.length)}
          </span>
          {own && (
            <Button variant="ghost" size="sm" className="ms-auto" onClick={onDelete}>
              <TrashIcon size="sm" />
              {RATINGS_TEXT.delete}
              <span className="sr-only">{ofRating}</span>
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
