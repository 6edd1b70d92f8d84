import { DoubtsPanel, OutboxNotice, type DoubtValues } from '@decola/ui';
import { contentTarget } from '../../api/outbox/writes';
import { useOutboxNotice } from '../../api/outbox/useOutboxNotice';
import { asyncStateOf } from '../../api/asyncState';
import type { ContentTabProps } from '../../assessment/contentTab';
import { useContentDoubts } from '../../assessment/useContentDoubts';
import { draftPlace } from '../../drafts/places';
import { useDraft } from '../../drafts/useDraft';

const DOUBT_WRITES = ['createDoubt', 'createReply'];

/** The doubts tab of a course content; its calls start once the tab is opened. */
export function DoubtsArea({ owner, contentId, opened }: ContentTabProps) {
  const { thread, mine, create, reply } = useContentDoubts(owner, contentId, opened);
  const notice = useOutboxNotice(DOUBT_WRITES, contentTarget({ owner, contentId }));
  const draft = useDraft<DoubtValues>(draftPlace.doubt({ owner, contentId }));
  return (
    <>
      <OutboxNotice {...notice} className="mb-3" />
      <DoubtsPanel
        // Opened before the drafts were read: opened again, with what was typed.
        key={draft.ready ? 'drafts-read' : 'drafts-reading'}
        draft={draft.value}
        onDraftChange={draft.save}
        thread={thread.data ?? []}
        threadState={asyncStateOf(thread)}
        mine={mine.data ?? []}
        mineState={asyncStateOf(mine)}
        onCreate={async (values) => {
          const delivery = await create(values);
          draft.clear();
          return delivery;
        }}
        onReply={reply}
      />
    </>
  );
}
