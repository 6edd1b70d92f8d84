export { AppShell, APP_MAIN_ID, type AppShellProps } from './AppShell';
export { RouteFade, type RouteFadeProps } from './RouteFade';
