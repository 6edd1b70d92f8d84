export * from './UserTeams';
export type { TeamMembersState } from './TeamMembers';
