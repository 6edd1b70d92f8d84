import { isListPickerWide, LIMITS, MESSAGES } from '@decola/domain';
import { useId, useState } from 'react';
import { cn } from '../../lib/cn';
import type { LoadStatus } from '../../lib/status';
import { useDebouncedSearch } from '../../lib/useDebouncedSearch';
import { useSubmission } from '../../lib/useSubmission';
import { useViewportWidth } from '../../lib/useViewportWidth';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { FormError } from '../../primitives/FormError';
import { Pagination } from '../../primitives/Pagination';
import { Spinner } from '../../primitives/Spinner';
import { TextField } from '../../primitives/TextField';
import { UserOption } from './UserOption';

/** One colleague of `GET /api/decola/list/users` (spec 1 §7). */
export type RecommendationUser = {
  id: number;
  name: string;
  socialName?: string | null;
  email?: string | null;
  image?: string | null;
  companyName?: string | null;
};

export type RecommendationPickerProps = {
  open: boolean;
  /** The close button, Escape and a sent recommendation. Ignored while sending. */
  onClose: () => void;
  /** The training recommended, named in the modal's description. */
  courseTitle?: string;
  /** The page of colleagues to show (30 a page, spec 1 §7). */
  users: readonly RecommendationUser[];
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  /** The search text, 500 ms after the learner stops typing; the app reloads from page 1. */
  onSearch: (text: string) => void;
  /** The page of colleagues' load; a failure shows with a retry button. */
  status?: LoadStatus;
  /** Why the colleagues could not be loaded. */
  errorMessage?: string | null;
  onRetry?: () => void;
  /** Several colleagues (checkboxes) or at most one (radios). spec 1 §4: on by default. */
  allowMultiple?: boolean;
  /** Colleagues this training was already recommended to (spec 2 §7): marked 'Já indicado'. */
  alreadyRecommended?: ReadonlySet<number>;
  /** Busy while the promise runs; a rejection keeps the choice; success closes via `onClose`. */
  onSubmit: (userIds: number[]) => Promise<unknown> | void;
  /** Forces the two-column layout on or off; otherwise it follows the screen (from 1000 px). */
  wide?: boolean;
};

type Submission = ReturnType<typeof useSubmission>;

/**
 * spec 1 §2, §4, spec 2 §4 "Recommending": the modal that recommends a training to colleagues —
 * a search, the filter 'Todos' / 'Selecionados', the paginated list and 'Indicar'.
 */
export function RecommendationPicker({ open, onClose, wide, ...props }: RecommendationPickerProps) {
  const width = useViewportWidth();
  const isWide = wide ?? isListPickerWide(width);
  const submission = useSubmission();
  const close = () => {
    if (submission.pending) return;
    submission.clearError();
    onClose();
  };
  const single = props.allowMultiple === false;
  return (
    <Dialog
      open={open}
      onClose={close}
      // Choosing colleagues page after page is work a stray click must not throw away.
      closeOnBackdropClick={false}
      size="lg"
      className={isWide ? 'max-w-4xl' : undefined}
      title="Indicar treinamento"
      description={
        `Escolha ${single ? 'o colega que vai' : 'os colegas que vão'} receber a indicação ` +
        (props.courseTitle ? `de “${props.courseTitle}”.` : 'deste treinamento.')
      }
    >
      {/* Unmounted while closed: each opening starts with nobody chosen. */}
      <PickerBody {...props} wide={isWide} onSent={onClose} submission={submission} />
    </Dialog>
  );
}

type Filter = 'all' | 'selected';

type PickerBodyProps = Omit<RecommendationPickerProps, 'open' | 'onClose' | 'wide'> & {
  wide: boolean;
  onSent: () => void;
  submission: Submission;
};

function PickerBody({
  users,
  page,
  pages,
  onPageChange,
  onSearch,
  status = 'ready',
  errorMessage,
  onRetry,
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
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-medium text-ink">Mostrar</legend>
          <div className="inline-flex self-start rounded-control border border-line bg-surface-muted p-0.5">
            {(
              [
                ['all', 'Todos'],
                ['selected', `Selecionados (${count})`],
              ] as const
            ).map(([value, label]) => (
              <label
                key={value}
                className={cn(
                  'cursor-pointer rounded-control px-3 py-1.5 text-sm font-semibold',
                  'has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-focus',
                  filter === value ? 'bg-primary text-on-primary' : 'text-ink hover:bg-surface',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-filter`}
                  value={value}
                  checked={filter === value}
                  onChange={() => setFilter(value)}
                  className="sr-only"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
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
        status={filter === 'all' ? status : 'ready'}
        errorMessage={errorMessage}
        onRetry={onRetry}
        allowMultiple={allowMultiple}
        alreadyRecommended={alreadyRecommended}
        selected={selected}
        onToggle={toggle}
        wide={wide}
      />

      {filter === 'all' && status === 'ready' && (
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

type UserListProps = {
  id: string;
  filter: Filter;
  users: readonly RecommendationUser[];
  status: LoadStatus;
  errorMessage?: string | null;
  onRetry?: () => void;
  allowMultiple: boolean;
  alreadyRecommended?: ReadonlySet<number>;
  selected: ReadonlyMap<number, RecommendationUser>;
  onToggle: (user: RecommendationUser, checked: boolean) => void;
  wide: boolean;
};

function UserList({
  id,
  filter,
  users,
  status,
  errorMessage,
  onRetry,
  allowMultiple,
  alreadyRecommended,
  selected,
  onToggle,
  wide,
}: UserListProps) {
  if (status === 'loading') {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Carregando colegas…" />
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className="flex flex-col items-center gap-3 py-10 text-center">
        <p className="text-sm text-ink">{errorMessage || MESSAGES.errors.unexpected}</p>
        {onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Tentar novamente
          </Button>
        )}
      </div>
    );
  }
  if (users.length === 0) {
    return (
      <p className="py-10 text-center text-sm text-ink-muted">
        {filter === 'selected' ? 'Você ainda não selecionou nenhum colega.' : MESSAGES.empty.table}
      </p>
    );
  }
  return (
    <fieldset>
      <legend className="sr-only">
        {allowMultiple ? 'Colegas para indicar' : 'Colega para indicar'}
      </legend>
      <ul data-slot="user-list" className={cn('grid grid-cols-1 gap-2', wide && 'grid-cols-2')}>
        {users.map((user) => (
          <UserOption
            key={user.id}
            user={user}
            type={allowMultiple ? 'checkbox' : 'radio'}
            groupName={`${id}-users`}
            checked={selected.has(user.id)}
            recommended={alreadyRecommended?.has(user.id) ?? false}
            onChange={(checked) => onToggle(user, checked)}
          />
        ))}
      </ul>
    </fieldset>
  );
}
