import { Icon, type IconProps } from './Icon';

export const SkipForwardIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 6v12l8.5-6z" fill="currentColor" />
    <rect x="16.8" y="4.8" width="2.4" height="14.4" rx="1.2" fill="currentColor" stroke="none" />
  </Icon>
);
