export * from './AccessChart';
export * from './EngagementRanking';
export * from './StatisticsCards';
export * from './StatisticsPage';
export * from './UserTeams';
export { STATISTICS_TEXT } from './shared/statisticsText';
export type { Person } from './shared/person';
