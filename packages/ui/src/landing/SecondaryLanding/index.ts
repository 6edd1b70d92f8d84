export {
  SecondaryLanding,
  SECONDARY_PLATFORM_NAME,
  type SecondaryLandingProps,
} from './SecondaryLanding';
