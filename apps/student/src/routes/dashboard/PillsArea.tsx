import { shouldMarkPillWatched } from '@decola/domain';
import { PillsSection, PillStoryViewer } from '@decola/ui';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { pillMutation, pillQuery } from '../../api/pills';
import { ASKED_AHEAD } from '../../common/askedAhead';
import { asyncStateOf } from '../../api/asyncState';
import { useErrorToast } from '../../shell/useErrorToast';
import { usePillFromLink } from './usePillFromLink';

/**
 * A pill is marked watched once, when its video starts. A pill
 * opened by its link (`?pill={id}`) shows on its own in the viewer.
 */
export function PillsArea() {
  const pills = useInfiniteQuery({ ...pillQuery.list(), ...ASKED_AHEAD });
  const watch = useMutation(pillMutation.watch());
  const showError = useErrorToast();
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  // The pills marked since the viewer opened, until the reloaded list says they are watched.
  const markedIds = useRef(new Set<number>());
  const list = pills.data?.pages.flatMap((page) => page.pills) ?? [];
  const linked = usePillFromLink();

  return (
    <>
      <PillStoryViewer
        open={linked.pill !== undefined || viewerIndex !== null}
        pills={linked.pill ? [linked.pill] : list}
        initialIndex={linked.pill ? 0 : (viewerIndex ?? 0)}
        onClose={() => (linked.pill ? linked.close() : setViewerIndex(null))}
        onVideoStart={(pill) => {
          if (!shouldMarkPillWatched(pill, markedIds.current)) return;
          markedIds.current.add(pill.id);
          watch.mutate(pill.id, {
            onError: (error) => {
              markedIds.current.delete(pill.id);
              showError(error);
            },
          });
        }}
      />
      <PillsSection
        pills={list}
        hasMore={pills.hasNextPage}
        state={asyncStateOf(pills)}
        loadingMore={pills.isFetchingNextPage}
        onReachEnd={() => void pills.fetchNextPage()}
        onPillClick={setViewerIndex}
      />
    </>
  );
}
