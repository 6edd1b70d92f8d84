import { LIMITS } from '@decola/domain';
import { useId, useState } from 'react';
import { READY, shownStatus } from '../../lib/asyncState';
import { cn } from '../../lib/cn';
import { useDebouncedSearch } from '../../lib/useDebouncedSearch';
import type { useSubmission } from '../../lib/useSubmission';
import { Button } from '../../primitives/Button';
import { FormError } from '../../primitives/FormError';
import { Pagination } from '../../primitives/Pagination';
import { TextField } from '../../primitives/TextField';
import type { RecommendationPickerProps, RecommendationUser } from './RecommendationPicker';
import { ShowFilter, type Filter } from './ShowFilter';
import { UserList } from './UserList';

type Submission = ReturnType<typeof useSubmission>;

export type PickerBodyProps = Omit<RecommendationPickerProps, 'open' | 'onClose' | 'wide'> & {
  wide: boolean;
  onSent: () => void;
  submission: Submission;
};

/** The picker's content, unmounted while the modal is closed. */
export function PickerBody({
  users,
  page,
  pages,
  onPageChange,
  onSearch,
  state = READY,
  allowMultiple = true,
  alreadyRecommended,
  onSubmit,
  wide,
  onSent,
  submission: { pending, error: submitError, run, clearError },
}: PickerBodyProps) {
  const id = useId();
  const [filter, setFilter] = useState<Filter>('all');
  const [search, setSearch] = useState('');
  // Whole users, not ids: 'Selecionados' lists people chosen on other pages and searches.
  const [selected, setSelected] = useState<ReadonlyMap<number, RecommendationUser>>(new Map());
  const [nobodyChosen, setNobodyChosen] = useState(false);

  useDebouncedSearch(search, onSearch);

  function toggle(user: RecommendationUser, checked: boolean) {
    setNobodyChosen(false);
    clearError();
    setSelected((current) => {
      const next = new Map(allowMultiple ? current : []);
      if (checked) next.set(user.id, user);
      else next.delete(user.id);
      return next;
    });
  }

  async function submit() {
    if (pending) return;
    if (selected.size === 0) {
      setNobodyChosen(true);
      return;
    }
    let sent = false;
    await run(async () => {
      await onSubmit([...selected.keys()]);
      sent = true;
    });
    if (sent) onSent();
  }

  const shown = filter === 'all' ? users : [...selected.values()];
  const count = selected.size;

  return (
    <div className="flex flex-col gap-4">
      <div className={cn('flex flex-col gap-3', wide && 'flex-row items-end justify-between')}>
        <ShowFilter name={`${id}-filter`} filter={filter} count={count} onChange={setFilter} />
        {filter === 'all' && (
          <TextField
            type="search"
            label="Buscar colega"
            placeholder="Nome ou e-mail"
            maxLength={LIMITS.searchMaxLength}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            containerClassName={cn(wide && 'w-80')}
          />
        )}
      </div>

      <UserList
        id={id}
        filter={filter}
        users={shown}
        // 'Selecionados' lists the people already chosen, whatever the page's load says.
        state={filter === 'all' ? state : READY}
        allowMultiple={allowMultiple}
        alreadyRecommended={alreadyRecommended}
        selected={selected}
        onToggle={toggle}
        wide={wide}
      />

      {filter === 'all' && shownStatus(state) === 'ready' && (
        <Pagination page={page} pages={pages} onPageChange={onPageChange} />
      )}

      <FormError
        message={nobodyChosen ? 'Selecione pelo menos um colega para indicar.' : submitError}
      />
      <div className="flex flex-col-reverse items-stretch gap-3 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p aria-live="polite" className="text-sm text-ink-muted">
          {count === 0
            ? 'Nenhum colega selecionado'
            : count === 1
              ? '1 colega selecionado'
              : `${count} colegas selecionados`}
        </p>
        <Button loading={pending} onClick={() => void submit()}>
          Indicar
        </Button>
      </div>
    </div>
  );
}
