import { errorMessage } from '@decola/api-client';
import { AccessChart, EngagementRanking, StatisticsCards, UserTeams } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { profileQuery } from '../api/profile';
import { statisticsQuery } from '../api/statistics';
import { statusOf } from '../api/status';
import { ASKED_AHEAD } from '../common/askedAhead';

/** What the panels share of a query: its status, the app's message, a retry. */
function loadState(query: {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}) {
  return {
    // A retry under way shows the panel loading again rather than the old failure.
    status: query.isError && query.isFetching ? ('loading' as const) : statusOf(query),
    errorMessage: query.isError ? errorMessage(query.error) : null,
    onRetry: () => void query.refetch(),
  };
}

/** `askedAhead` on the statistics page, whose loader asks for it; the profile's tab does not. */
export function StatisticsCardsArea({ askedAhead = false }: { askedAhead?: boolean }) {
  const statistics = useQuery({
    ...statisticsQuery.user(),
    ...(askedAhead ? ASKED_AHEAD : {}),
  });
  return <StatisticsCards statistics={statistics.data ?? null} {...loadState(statistics)} />;
}

/** The last 14 days, by day. */
export function AccessChartArea({ focused }: { focused: boolean }) {
  const access = useQuery({ ...statisticsQuery.access(), ...ASKED_AHEAD });
  return (
    <AccessChart points={access.data?.points ?? []} focused={focused} {...loadState(access)} />
  );
}

export function EngagementRankingArea() {
  const ranking = useQuery({ ...statisticsQuery.engagement(), ...ASKED_AHEAD });
  const me = useQuery(profileQuery.me());
  return (
    <EngagementRanking
      entries={ranking.data ?? []}
      currentUserId={me.data?.user.id ?? null}
      {...loadState(ranking)}
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
      {...loadState(teams)}
      openTeamId={openTeamId}
      onToggleTeam={(teamId) => setOpenTeamId((open) => (open === teamId ? null : teamId))}
      members={{ members: members.data ?? [], ...loadState(members) }}
    />
  );
}
