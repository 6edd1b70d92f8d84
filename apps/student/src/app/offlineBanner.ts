// A chunk of its own (ConnectionBanner): the banner's code is not part of the landing's start-up.
export { OfflineBanner } from '@decola/ui';
