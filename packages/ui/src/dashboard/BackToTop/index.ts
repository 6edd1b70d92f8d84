export { BackToTop, BACK_TO_TOP_LABEL, type BackToTopProps } from './BackToTop';
