import type { ContentOwner } from '@decola/api-client/react-query';
import { DoubtsPanel } from '@decola/ui';
import { panelStateOf } from '../../api/status';
import { useContentDoubts } from '../../assessment/useContentDoubts';

/** Issue 17 §2: the doubts tab of a course content; its calls start once the tab is opened. */
export function DoubtsArea({
  owner,
  contentId,
  opened,
}: {
  owner: ContentOwner;
  contentId: number;
  opened: boolean;
}) {
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
