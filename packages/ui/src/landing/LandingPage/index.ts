export { LandingPage, type LandingPageProps, type LandingVideo } from './LandingPage';
