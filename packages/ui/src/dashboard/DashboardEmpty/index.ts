export { DashboardEmpty, DASHBOARD_EMPTY_TITLE, type DashboardEmptyProps } from './DashboardEmpty';
