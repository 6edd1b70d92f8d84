import type { components } from '@decola/api-client';
import { contentKeys } from '@decola/api-client/react-query';
import { isProgressReached } from '@decola/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { contentMutation } from '../api/contents';
import type { ContentProvider } from './provider';

type Content = components['schemas']['CourseContent'];
export type ScormValue = { key: string; value: string };

/**
 * spec 2 §3 SCORM: each commit of the package goes to `scorm/checkpoints` as key/value pairs;
 * the status it answers shows in the contents' list at once (a package's progress moves), and
 * the package reporting completion finishes the content and every content is reloaded.
 */
export function useScormCommits(
  provider: ContentProvider,
  contentId: number,
  completed: () => Promise<void>,
  /** Finished before it opened: its commits reload nothing. */
  finishedBefore: boolean,
) {
  const reported = useRef(finishedBefore);
  const queryClient = useQueryClient();
  const save = useMutation(contentMutation.saveScormCheckpoints());
  return async (values: readonly ScormValue[]) => {
    const status = await save.mutateAsync({
      owner: provider.owner,
      contentId,
      body: { scormCheckpoints: [...values] },
    });
    queryClient.setQueryData(contentKeys.list(provider.owner), (list: Content[] | undefined) =>
      list?.map((item) =>
        item.id === contentId ? { ...item, status: { ...item.status, ...status } } : item,
      ),
    );
    if (isProgressReached(status.progress) && !reported.current) {
      reported.current = true;
      await queryClient.invalidateQueries({
        queryKey: contentKeys.detail(provider.owner, contentId),
      });
      await completed();
    }
  };
}
