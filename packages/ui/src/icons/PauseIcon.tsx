import { Icon, type IconProps } from './Icon';

export const PauseIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="6.5" y="4" width="3" height="16" rx="1.5" fill="currentColor" stroke="none" />
    <rect x="14.5" y="4" width="3" height="16" rx="1.5" fill="currentColor" stroke="none" />
  </Icon>
);
