import { RatingsPanel } from '@decola/ui';
import { panelStateOf } from '../../api/panelState';
import type { ContentTabProps } from '../../assessment/contentTab';
import { useContentRatings } from '../../assessment/useContentRatings';
import { useSessionUser } from '../../shell/useSessionUser';

/** Issue 17 §1: the ratings tab of a course content; its calls start once the tab is opened. */
export function RatingsArea({ owner, contentId, opened }: ContentTabProps) {
  const session = useSessionUser();
  const userId = session?.user.id ?? 0;
  const { ratings, list, create, toggleLike, remove } = useContentRatings(
    owner,
    contentId,
    userId,
    opened,
  );
  return (
    <RatingsPanel
      ratings={list}
      userId={userId}
      state={panelStateOf(ratings)}
      hasMore={ratings.hasNextPage}
      loadingMore={ratings.isFetchingNextPage}
      onLoadMore={() => void ratings.fetchNextPage()}
      onCreate={create}
      onToggleLike={toggleLike}
      onDelete={remove}
    />
  );
}
