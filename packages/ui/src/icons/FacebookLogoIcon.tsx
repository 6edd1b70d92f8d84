import { Icon, type IconProps } from './Icon';

export const FacebookLogoIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="4" y="4" width="16" height="16" rx="3" />
    <path d="M13.5 20v-6.5h2.3M13.5 13.5V11c0-1.2.7-2 2-2h1M11.5 13.5h2" />
  </Icon>
);
