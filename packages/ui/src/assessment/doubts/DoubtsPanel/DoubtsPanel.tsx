import { useState } from 'react';
import type { AsyncState } from '../../../lib/asyncState';
import { cn } from '../../../lib/cn';
import { focusRing } from '../../../lib/focusRing';
import { DoubtForm } from '../DoubtForm';
import { DoubtThread } from '../DoubtThread';
import { DOUBTS_TEXT } from '../doubtsText';
import type { ContentDoubt, DoubtValues } from '../types';

export type DoubtsPanelProps = {
  /** Every learner's doubts about the content (the questions call). */
  thread: readonly ContentDoubt[];
  threadState?: AsyncState;
  /** The learner's own ('Minhas dúvidas', the doubts call). */
  mine: readonly ContentDoubt[];
  mineState?: AsyncState;
  /** A new doubt; resolves once sent, a rejection keeps the values. */
  onCreate: (values: DoubtValues) => Promise<unknown>;
  /** A reply to a doubt. */
  onReply: (doubtId: number, values: DoubtValues) => Promise<unknown>;
  /** The new doubt the learner was writing (kept by the app): its fields start with it. */
  draft?: DoubtValues | null;
  /** Every change to the new doubt's fields, to keep it as a draft. */
  onDraftChange?: (values: DoubtValues) => void;
};

type View = 'all' | 'mine';

/** A content's doubts tab — a new doubt, then the thread or the learner's own. */
export function DoubtsPanel({
  thread,
  threadState,
  mine,
  mineState,
  onCreate,
  onReply,
  draft,
  onDraftChange,
}: DoubtsPanelProps) {
  const [view, setView] = useState<View>('all');
  return (
    <div data-slot="doubts-panel" className="flex flex-col gap-6">
      <DoubtForm
        label={DOUBTS_TEXT.newDoubt}
        submitLabel={DOUBTS_TEXT.send}
        onSubmit={onCreate}
        draft={draft}
        onDraftChange={onDraftChange}
      />
      <div className="flex flex-col gap-4">
        <div role="group" aria-label={DOUBTS_TEXT.views} className="flex flex-wrap gap-2">
          {(['all', 'mine'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => setView(option)}
              className={cn(
                'rounded-full border border-line px-3 py-1 text-sm font-semibold text-ink-muted',
                'hover:text-ink aria-pressed:border-primary aria-pressed:bg-primary-soft aria-pressed:text-primary-ink',
                focusRing,
              )}
            >
              {option === 'all' ? DOUBTS_TEXT.all : DOUBTS_TEXT.mine}
            </button>
          ))}
        </div>
        {view === 'all' ? (
          <DoubtThread doubts={thread} state={threadState} onReply={onReply} />
        ) : (
          <DoubtThread doubts={mine} state={mineState} onReply={onReply} />
        )}
      </div>
    </div>
  );
}
