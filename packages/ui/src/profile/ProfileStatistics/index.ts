export { ProfileStatistics, type ProfileStatisticsProps } from './ProfileStatistics';
