export { AboutSection, type AboutSectionProps } from './AboutSection';
export { useHalfVisible } from './useHalfVisible';
