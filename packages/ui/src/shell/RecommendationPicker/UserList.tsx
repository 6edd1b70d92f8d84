import { MESSAGES } from '@decola/domain';
import { cn } from '../../lib/cn';
import type { AsyncState } from '../../lib/asyncState';
import { LoadState } from '../../primitives/LoadState';
import type { RecommendationUser } from './RecommendationPicker';
import type { Filter } from './ShowFilter';
import { UserOption } from './UserOption';

type UserListProps = {
  id: string;
  filter: Filter;
  users: readonly RecommendationUser[];
  /** The colleagues' load, in LoadState's compact look. */
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
  return (
    <LoadState
      state={state}
      look="compact"
      text={{ loading: 'Carregando colegas…' }}
      isEmpty={users.length === 0}
      emptyText={
        filter === 'selected' ? 'Você ainda não selecionou nenhum colega.' : MESSAGES.empty.table
      }
    >
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
    </LoadState>
  );
}
