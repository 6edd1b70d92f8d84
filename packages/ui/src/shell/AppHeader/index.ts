export { AppHeader, type AppHeaderProps, type AppHeaderUser } from './AppHeader';
