import { MESSAGES } from '@decola/domain';
import { cn } from '../../lib/cn';
import type { LoadStatus } from '../../lib/asyncState';
import { Button } from '../../primitives/Button';
import { Spinner } from '../../primitives/Spinner';
import type { RecommendationUser } from './RecommendationPicker';
import type { Filter } from './ShowFilter';
import { UserOption } from './UserOption';

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

/** The colleagues shown, or why there are none: loading, failed, none found, none chosen. */
export function UserList({
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
