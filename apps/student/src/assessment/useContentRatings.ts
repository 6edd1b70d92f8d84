import { contentKeys, type ContentOwner } from '@decola/api-client/react-query';
import { removeRating, toggleLike, validateRating } from '@decola/domain';
import { RATINGS_TEXT, useToast, type ContentRating } from '@decola/ui';
import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { useRef } from 'react';
import { contentMutation, contentQuery } from '../api/contents';
import { sendWrite } from '../api/outbox';
import { useErrorToast } from '../shell/useErrorToast';

type RatingPage = { ratings: ContentRating[]; hasMore: boolean };

/** Every rating loaded, once each: a refetch after a new rating brings its neighbour twice. */
const uniqueRatings = (pages: readonly RatingPage[]) => {
  const seen = new Set<number>();
  return pages
    .flatMap((page) => page.ratings)
    .filter((rating) => !seen.has(rating.id) && Boolean(seen.add(rating.id)));
};

/**
 * A course content's ratings: loaded from an index, a created one first, the learner's
 * own deleted; like and unlike show at once and are undone, with the error's toast, if the call
 * fails. A rating's like waits for its call before another click counts: one click, one call.
 */
export function useContentRatings(
  owner: ContentOwner,
  contentId: number,
  userId: number,
  enabled: boolean,
) {
  const queryClient = useQueryClient();
  const showError = useErrorToast();
  const toast = useToast();
  const options = contentQuery.ratings(owner, contentId);
  const ratings = useInfiniteQuery({ ...options, enabled });
  const remove = useMutation(contentMutation.deleteRating());
  const like = useMutation(contentMutation.likeRating());
  const unlike = useMutation(contentMutation.unlikeRating());
  const toggling = useRef(new Set<number>());
  const ref = { owner, contentId };

  const change = (update: (list: ContentRating[]) => ContentRating[]) =>
    queryClient.setQueryData<InfiniteData<RatingPage, number>>(
      contentKeys.ratings(owner, contentId),
      (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({ ...page, ratings: update(page.ratings) })),
        },
    );

  const toggle = async (rating: ContentRating) => {
    if (toggling.current.has(rating.id)) return;
    toggling.current.add(rating.id);
    const liked = rating.likes.includes(userId);
    change((list) => toggleLike(list, rating.id, userId));
    try {
      await (liked ? unlike : like).mutateAsync({ ...ref, ratingId: rating.id });
    } catch (error) {
      change((list) => toggleLike(list, rating.id, userId));
      showError(error);
    } finally {
      toggling.current.delete(rating.id);
    }
  };

  return {
    ratings,
    list: uniqueRatings(ratings.data?.pages ?? []),
    /** Refused before any call (the form checks first; this keeps the rule whole). */
    create: async (stars: number, message: string) => {
      const problems = validateRating({ stars, message });
      if (problems.length > 0) throw problems;
      // Offline it waits on the device (the tab says so) and is sent once the connection returns;
      // the toast is for a rating that went.
      const delivery = await sendWrite('createRating', {
        ...ref,
        userId,
        body: { stars, message },
      });
      if (delivery.state === 'sent') toast.show('success', RATINGS_TEXT.sent);
      return delivery;
    },
    toggleLike: (rating: ContentRating) => void toggle(rating),
    remove: async (ratingId: number) => {
      await remove.mutateAsync({ ...ref, ratingId });
      change((list) => removeRating(list, ratingId));
    },
  };
}
