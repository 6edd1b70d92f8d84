import { MESSAGES } from '@decola/domain';
import { cn } from '../../lib/cn';
import { shownStatus, type AsyncState } from '../../lib/asyncState';
import { Button } from '../../primitives/Button';
import { Spinner } from '../../primitives/Spinner';
import type { RecommendationUser } from './RecommendationPicker';
import type { Filter } from './ShowFilter';
import { UserOption } from './UserOption';

type UserListProps = {
  id: string;
  filter: Filter;
  users: readonly RecommendationUser[];
  /** Drawn in the picker's own centred look rather than LoadState's framed section alert. */
  state: AsyncState;
  allowMultiple: boolean;
  alreadyRecommended?: ReadonlySet<number>;
  selected: ReadonlyMap<number, RecommendationUser>;
  onToggle: (user: RecommendationUser, checked: boolean) => void;
  wide: boolean;
};

/** The colleagues shown, or why there are none: loading, failed, none found, none chosen. */
export function UserList({
  id,
  filter,
  users,
  state,
  allowMultiple,
  alreadyRecommended,
  selected,
  onToggle,
  wide,
}: UserListProps) {
  const status = shownStatus(state);
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
        <p className="text-sm text-ink">{state.errorMessage || MESSAGES.errors.unexpected}</p>
        {state.onRetry && (
          <Button variant="secondary" size="sm" onClick={state.onRetry}>
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
