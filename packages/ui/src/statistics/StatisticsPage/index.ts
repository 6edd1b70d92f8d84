export * from './StatisticsPage';
