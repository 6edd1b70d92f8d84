import { isDecolaError } from '@decola/api-client';
import { contentLockOf, contentNavigation, isNavigable } from '@decola/domain';
import { READY } from '@decola/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { contentMutation, contentQuery } from '../api/contents';
import { asyncStateOf } from '../api/asyncState';
import type { ContentProvider } from './provider';
import { ASKED_AHEAD } from '../common/askedAhead';

/**
 * One opened content and its course's (or class's) list: opening calls `initialize`; a content
 * that is not navigable, or not in the list, is not found.
 */
export function useViewer(provider: ContentProvider, contentId: number) {
  const { owner } = provider;
  const list = useQuery({ ...contentQuery.list(owner), ...ASKED_AHEAD });
  const detail = useQuery({ ...contentQuery.detail(owner, contentId), refetchOnMount: 'always' });
  const initialize = useMutation(contentMutation.initialize());
  // The checkpoint to resume from is the server's latest, not a copy cached on an earlier visit.
  const content = detail.isFetchedAfterMount ? detail.data : undefined;
  // No answer at all (offline): the copy the cache or the device kept is shown, as every page seen
  // before is; its progress goes on through the outbox.
  const keptCopy =
    isDecolaError(detail.error) && detail.error.status === 0 && detail.data !== undefined;
  const openable = content !== undefined && isNavigable(content);

  useEffect(() => {
    if (openable) initialize.mutate({ owner, contentId });
    // Once per content opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openable, contentId]);

  const contents = list.data ?? [];
  const navigation = contentNavigation(contents, contentId);
  const at = (index: number | null) => (index === null ? undefined : contents[index]);
  const previous = at(navigation.previousIndex);
  const next = at(navigation.nextIndex);
  const current = at(navigation.currentIndex);
  const nextLock = next && navigation.isNextLocked ? contentLockOf(next, current) : null;
  const notFound =
    (isDecolaError(detail.error) && detail.error.status === 404) ||
    (content !== undefined && !openable);

  return {
    content: openable ? content : undefined,
    contents: list,
    notFound,
    // The content as read on this visit, not a copy cached on an earlier one, is what it waits for.
    state:
      // Not found is the not-found page's to say, and a kept copy is shown: neither is a failure.
      notFound || keptCopy ? READY : asyncStateOf({ ...detail, isPending: content === undefined }),
    previousHref:
      previous && !navigation.isPreviousLocked ? provider.contentHref(previous.id) : null,
    nextHref: next && !nextLock ? provider.contentHref(next.id) : null,
    nextLock,
    nextReleaseDate: next?.releaseDate ?? null,
  } as const;
}
