export { SupportersSection, type SupportersSectionProps } from './SupportersSection';
export { DEFAULT_SUPPORTERS, type Supporter } from './supporterLogos';
