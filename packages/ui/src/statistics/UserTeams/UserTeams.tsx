import { useId } from 'react';
import type { AsyncState } from '../../lib/asyncState';
import { Button } from '../../primitives/Button';
import { Count } from '../../primitives/Count';
import { StatisticsPanel } from '../shared/StatisticsPanel';
import { memberNoun, STATISTICS_TEXT } from '../shared/statisticsText';
import { TeamMembers, type TeamMembersState } from './TeamMembers';

const TEXT = STATISTICS_TEXT.teams;

/** A team of the learner, as the contract's `Team` carries it. */
export type Team = { id: number; name: string; managerName?: string; membersCount?: number };

export type UserTeamsProps = {
  teams: readonly Team[];
  state: AsyncState;
  /** The team whose members are shown; one at a time. */
  openTeamId: number | null;
  onToggleTeam: (teamId: number) => void;
  /** The open team's members. */
  members: TeamMembersState;
};

/** The learner's teams (`user/teams`); opening one lists its members. */
export function UserTeams({ teams, state, openTeamId, onToggleTeam, members }: UserTeamsProps) {
  const baseId = useId();
  return (
    <StatisticsPanel
      title={TEXT.title}
      state={state}
      errorText={TEXT.error}
      isEmpty={teams.length === 0}
    >
      <ul data-slot="user-teams" className="flex flex-col gap-3">
        {teams.map((team) => {
          const isOpen = team.id === openTeamId;
          const membersId = `${baseId}-${team.id}`;
          return (
            <li
              key={team.id}
              data-state={isOpen ? 'open' : 'closed'}
              className="flex flex-col gap-3 rounded-card border border-line p-4"
            >
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div className="flex min-w-0 flex-col gap-1">
                  <h3 className="font-semibold break-words text-ink">{team.name}</h3>
                  <p className="text-sm text-ink-muted">
                    {team.managerName && `${TEXT.manager}: ${team.managerName}`}
                    {team.managerName && team.membersCount !== undefined && ' · '}
                    {team.membersCount !== undefined && (
                      <>
                        <Count value={team.membersCount} /> {memberNoun(team.membersCount)}
                      </>
                    )}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-expanded={isOpen}
                  aria-controls={isOpen ? membersId : undefined}
                  aria-label={`${TEXT.showMembers}: ${team.name}`}
                  onClick={() => onToggleTeam(team.id)}
                >
                  {TEXT.showMembers}
                </Button>
              </div>
              {isOpen && <TeamMembers id={membersId} teamName={team.name} {...members} />}
            </li>
          );
        })}
      </ul>
    </StatisticsPanel>
  );
}
