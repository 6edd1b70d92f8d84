export { OFFLINE_BANNER_TEXT, OfflineBanner, type OfflineBannerProps } from './OfflineBanner';
