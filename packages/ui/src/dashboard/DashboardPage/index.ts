export { DashboardPage, DASHBOARD_PAGE_TITLE, type DashboardPageProps } from './DashboardPage';
