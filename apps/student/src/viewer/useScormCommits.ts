import type { components } from '@decola/api-client';
import { contentKeys } from '@decola/api-client/react-query';
import { isProgressReached } from '@decola/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { sendWrite } from '../api/outbox';
import type { ContentProvider } from './provider';

type Content = components['schemas']['CourseContent'];
export type ScormValue = { key: string; value: string };

/**
 * SCORM: each commit of the package goes to `scorm/checkpoints` as key/value pairs;
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
  return async (values: readonly ScormValue[]) => {
    // Offline, the commit waits on the device (the outbox keeps each key's newest value); the
    // package's next commit once online tells whether it is complete.
    const delivery = await sendWrite('scorm', {
      owner: provider.owner,
      contentId,
      body: { scormCheckpoints: [...values] },
    });
    if (delivery.state !== 'sent') return;
    const status = delivery.answer as components['schemas']['ContentStatus'];
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
