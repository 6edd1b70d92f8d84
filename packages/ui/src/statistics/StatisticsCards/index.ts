export * from './StatisticsCards';
