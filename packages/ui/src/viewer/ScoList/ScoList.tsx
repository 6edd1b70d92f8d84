import { useId } from 'react';
import { CheckCircleIcon } from '../../icons';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focusRing';
import type { ScoState } from '../scorm/scoProgress';

export const SCO_LIST_TEXT = {
  title: 'Atividades deste conteúdo',
  summary: (completed: number, total: number) => `${completed} de ${total} concluídas`,
  states: { completed: 'Concluída', started: 'Em andamento', notStarted: 'Não iniciada' },
  current: 'Em exibição',
} as const;

export type ScoListItem = { id: string; title: string; state: ScoState };

export type ScoListProps = {
  /** The package's SCOs, in the organization's order, with their titles from the manifest. */
  items: readonly ScoListItem[];
  /** The SCO in the frame. */
  currentId: string;
  /** The learner picked a SCO: the portal launches it. */
  onSelect: (id: string) => void;
  className?: string;
};

/**
 * The SCOs of a package of several, inside its content: each one's title and state, the one
 * shown marked; picking one launches it.
 */
export function ScoList({ items, currentId, onSelect, className }: ScoListProps) {
  const headingId = useId();
  const completed = items.filter((item) => item.state === 'completed').length;
  return (
    <nav
      aria-labelledby={headingId}
      data-slot="sco-list"
      className={cn('rounded-card border border-line bg-surface p-3', className)}
    >
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-3 px-1">
        <h2 id={headingId} className="text-sm font-semibold text-ink">
          {SCO_LIST_TEXT.title}
        </h2>
        <p className="text-sm text-ink-muted">{SCO_LIST_TEXT.summary(completed, items.length)}</p>
      </div>
      <ol className="flex flex-col gap-1">
        {items.map((item, index) => (
          <ScoListEntry
            key={item.id}
            item={item}
            position={index + 1}
            current={item.id === currentId}
            onSelect={onSelect}
          />
        ))}
      </ol>
    </nav>
  );
}

function ScoListEntry({
  item,
  position,
  current,
  onSelect,
}: {
  item: ScoListItem;
  position: number;
  current: boolean;
  onSelect: (id: string) => void;
}) {
  const stateId = useId();
  const done = item.state === 'completed';
  return (
    <li
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-0.5 rounded-control px-2 py-1.5 text-sm',
        current && 'bg-primary-soft',
      )}
    >
      <button
        type="button"
        aria-current={current ? 'step' : undefined}
        aria-describedby={stateId}
        onClick={() => onSelect(item.id)}
        className={cn(
          'flex min-w-0 flex-1 items-center gap-3 rounded-control text-left font-medium text-ink hover:underline',
          focusRing,
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-flex size-6 shrink-0 items-center justify-center rounded-pill text-xs font-semibold',
            done ? 'bg-success-soft text-success' : 'bg-line text-ink',
          )}
        >
          {done ? <CheckCircleIcon size="sm" /> : position}
        </span>
        <span className="min-w-0 flex-1 break-words">{item.title}</span>
      </button>
      <span
        id={stateId}
        className={cn('shrink-0', current ? 'font-medium text-primary-ink' : 'text-ink-muted')}
      >
        {current
          ? `${SCO_LIST_TEXT.states[item.state]} · ${SCO_LIST_TEXT.current}`
          : SCO_LIST_TEXT.states[item.state]}
      </span>
    </li>
  );
}
