import { DoubtsPanel } from '@decola/ui';
import { panelStateOf } from '../../api/panelState';
import type { ContentTabProps } from '../../assessment/contentTab';
import { useContentDoubts } from '../../assessment/useContentDoubts';

/** Issue 17 §2: the doubts tab of a course content; its calls start once the tab is opened. */
export function DoubtsArea({ owner, contentId, opened }: ContentTabProps) {
  const { thread, mine, create, reply } = useContentDoubts(owner, contentId, opened);
  return (
    <DoubtsPanel
      thread={thread.data ?? []}
      threadState={panelStateOf(thread)}
      mine={mine.data ?? []}
      mineState={panelStateOf(mine)}
      onCreate={create}
      onReply={reply}
    />
  );
}
