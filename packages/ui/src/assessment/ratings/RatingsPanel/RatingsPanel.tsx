import { hasLiked } from '@decola/domain';
import { useState } from 'react';
import { Button } from '../../../primitives/Button';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { READY, type AsyncState } from '../../../lib/asyncState';
import { LoadState } from '../../../primitives/LoadState';
import { RatingItem } from '../RatingItem';
import { RATINGS_TEXT } from '../ratingsText';
import type { ContentRating, RatingDraft } from '../types';
import { RatingForm } from './RatingForm';

export type RatingsPanelProps = {
  /** Every rating loaded so far, newest (a created one) first. */
  ratings: readonly ContentRating[];
  /** The learner: their own ratings can be deleted, their likes show pressed. */
  userId: number;
  state?: AsyncState;
  /** More ratings wait after these: 'Carregar mais avaliações' ends the list. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** Resolves once saved; a rejection keeps the stars and the message. */
  onCreate: (stars: number, message: string) => Promise<unknown>;
  /** Likes or unlikes at once (the app undoes it if the call fails). */
  onToggleLike: (rating: ContentRating) => void;
  onDelete: (ratingId: number) => Promise<unknown>;
  /** The rating the learner was writing (kept by the app): the form starts with it. */
  draft?: RatingDraft | null;
  /** Every change to the stars or the message, to keep it as a draft. */
  onDraftChange?: (draft: RatingDraft) => void;
};

/** A content's ratings tab — the learner's rating form, then every rating. */
export function RatingsPanel({
  ratings,
  userId,
  state = READY,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  onCreate,
  onToggleLike,
  onDelete,
  draft,
  onDraftChange,
}: RatingsPanelProps) {
  const [deleting, setDeleting] = useState<ContentRating | null>(null);
  return (
    <div data-slot="ratings-panel" className="flex flex-col gap-6">
      <RatingForm onCreate={onCreate} draft={draft} onDraftChange={onDraftChange} />
      <LoadState state={state} text={RATINGS_TEXT}>
        {ratings.length === 0 ? (
          <p className="py-6 text-center text-ink-muted">{RATINGS_TEXT.empty}</p>
        ) : (
          <div className="flex flex-col gap-4">
            <ul aria-label={RATINGS_TEXT.list} className="flex flex-col divide-y divide-line">
              {ratings.map((rating) => (
                <li key={rating.id} className="py-4 first:pt-0 last:pb-0">
                  <RatingItem
                    rating={rating}
                    liked={hasLiked(rating, userId)}
                    own={rating.userID === userId}
                    onToggleLike={() => onToggleLike(rating)}
                    onDelete={() => setDeleting(rating)}
                  />
                </li>
              ))}
            </ul>
            {hasMore && (
              <Button
                variant="secondary"
                size="sm"
                className="self-center"
                loading={loadingMore}
                onClick={onLoadMore}
              >
                {RATINGS_TEXT.more}
              </Button>
            )}
          </div>
        )}
      </LoadState>
      <ConfirmDialog
        open={deleting !== null}
        title={RATINGS_TEXT.deleteTitle}
        message={RATINGS_TEXT.deleteMessage}
        confirmLabel={RATINGS_TEXT.delete}
        onConfirm={async () => {
          if (!deleting) return;
          await onDelete(deleting.id);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
