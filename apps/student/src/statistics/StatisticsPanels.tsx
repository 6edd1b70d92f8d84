import { AccessChart, EngagementRanking, StatisticsCards, UserTeams } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { asyncStateOf } from '../api/asyncState';
import { profileQuery } from '../api/profile';
import { statisticsQuery } from '../api/statistics';
import { ASKED_AHEAD } from '../common/askedAhead';

/** `askedAhead` on the statistics page, whose loader asks for it; the profile's tab does not. */
export function StatisticsCardsArea({ askedAhead = false }: { askedAhead?: boolean }) {
  const statistics = useQuery({
    ...statisticsQuery.user(),
    ...(askedAhead ? ASKED_AHEAD : {}),
  });
  return <StatisticsCards statistics={statistics.data ?? null} state={asyncStateOf(statistics)} />;
}

/** The last 14 days, by day. */
export function AccessChartArea({ focused }: { focused: boolean }) {
  const access = useQuery({ ...statisticsQuery.access(), ...ASKED_AHEAD });
  return (
    <AccessChart
      points={access.data?.points ?? []}
      focused={focused}
      state={asyncStateOf(access)}
    />
  );
}

export function EngagementRankingArea() {
  const ranking = useQuery({ ...statisticsQuery.engagement(), ...ASKED_AHEAD });
  const me = useQuery(profileQuery.me());
  return (
    <EngagementRanking
      entries={ranking.data ?? []}
      currentUserId={me.data?.user.id ?? null}
      state={asyncStateOf(ranking)}
    />
  );
}

/** The teams, and the members of the one that is open (fetched when it opens). */
export function UserTeamsArea() {
  const teams = useQuery({ ...profileQuery.teams(), ...ASKED_AHEAD });
  const [openTeamId, setOpenTeamId] = useState<number | null>(null);
  const members = useQuery({
    ...profileQuery.teamUsers(openTeamId ?? 0),
    enabled: openTeamId !== null,
  });
  return (
    <UserTeams
      teams={teams.data ?? []}
      state={asyncStateOf(teams)}
      openTeamId={openTeamId}
      onToggleTeam={(teamId) => setOpenTeamId((open) => (open === teamId ? null : teamId))}
      members={{ members: members.data ?? [], state: asyncStateOf(members) }}
    />
  );
}
