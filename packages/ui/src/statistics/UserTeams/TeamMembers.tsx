import { EMPTY_MESSAGES, ERROR_MESSAGES } from '@decola/domain';
import { shownStatus, type AsyncState } from '../../lib/asyncState';
import { Avatar } from '../../primitives/Avatar';
import { LoadState } from '../../primitives/LoadState';
import { Spinner } from '../../primitives/Spinner';
import { personName, type Person } from '../shared/person';
import { STATISTICS_TEXT } from '../shared/statisticsText';

const TEXT = STATISTICS_TEXT.teams;

/** The members of the team that is open (`manager/user/list/{id}`). */
export type TeamMembersState = {
  members: readonly Person[];
  state: AsyncState;
};

export function TeamMembers({
  id,
  teamName,
  members,
  state,
}: TeamMembersState & { id: string; teamName: string }) {
  const label = `${TEXT.members}: ${teamName}`;
  return (
    <div
      id={id}
      role="region"
      aria-label={label}
      aria-busy={shownStatus(state) === 'loading' || undefined}
      className="border-t border-line pt-3"
    >
      <LoadState
        state={{ ...state, errorMessage: state.errorMessage ?? ERROR_MESSAGES.unexpected }}
        text={{ error: TEXT.membersError }}
        loading={<Spinner />}
      >
        {members.length === 0 ? (
          <p role="status" className="text-ink-muted">
            {EMPTY_MESSAGES.table}
          </p>
        ) : (
          <ul aria-label={label} className="flex flex-col gap-2">
            {members.map((member) => {
              const name = personName(member);
              return (
                <li key={member.id} className="flex items-center gap-3">
                  <Avatar image={member.image} name={name} size="sm" />
                  <span className="flex min-w-0 flex-col">
                    <span className="font-medium break-words text-ink">{name}</span>
                    {member.companyName && (
                      <span className="text-sm text-ink-muted">{member.companyName}</span>
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </LoadState>
    </div>
  );
}
