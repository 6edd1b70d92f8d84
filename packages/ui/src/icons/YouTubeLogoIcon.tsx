import { Icon, type IconProps } from './Icon';

export const YouTubeLogoIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="6" width="18" height="12" rx="4" />
    <path d="M10.5 9.5v5l4-2.5z" fill="currentColor" />
  </Icon>
);
