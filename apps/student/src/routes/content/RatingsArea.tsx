import { OutboxNotice, RatingsPanel, type RatingDraft } from '@decola/ui';
import { contentTarget } from '../../api/outbox/writes';
import { useOutboxNotice } from '../../api/outbox/useOutboxNotice';
import { asyncStateOf } from '../../api/asyncState';
import type { ContentTabProps } from '../../assessment/contentTab';
import { useContentRatings } from '../../assessment/useContentRatings';
import { draftPlace } from '../../drafts/places';
import { useDraft } from '../../drafts/useDraft';
import { useSessionUser } from '../../shell/useSessionUser';

const RATING_WRITES = ['createRating'];

/** The ratings tab of a course content; its calls start once the tab is opened. */
export function RatingsArea({ owner, contentId, opened }: ContentTabProps) {
  const session = useSessionUser();
  const userId = session?.user.id ?? 0;
  const { ratings, list, create, toggleLike, remove } = useContentRatings(
    owner,
    contentId,
    userId,
    opened,
  );
  const notice = useOutboxNotice(RATING_WRITES, contentTarget({ owner, contentId }));
  const draft = useDraft<RatingDraft>(draftPlace.rating({ owner, contentId }));
  return (
    <>
      <OutboxNotice {...notice} className="mb-3" />
      <RatingsPanel
        // Opened before the drafts were read: opened again, with the stars and words kept.
        key={draft.ready ? 'drafts-read' : 'drafts-reading'}
        draft={draft.value}
        onDraftChange={draft.save}
        ratings={list}
        userId={userId}
        state={asyncStateOf(ratings)}
        hasMore={ratings.hasNextPage}
        loadingMore={ratings.isFetchingNextPage}
        onLoadMore={() => void ratings.fetchNextPage()}
        onCreate={async (stars, message) => {
          const delivery = await create(stars, message);
          draft.clear();
          return delivery;
        }}
        onToggleLike={toggleLike}
        onDelete={remove}
      />
    </>
  );
}
