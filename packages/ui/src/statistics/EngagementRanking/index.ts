export * from './EngagementRanking';
