export {
  Carousel,
  CAROUSEL_LOADING_MORE_LABEL,
  DASHBOARD_CAROUSEL_EMBLA_DURATION,
  type CarouselProps,
} from './Carousel';
