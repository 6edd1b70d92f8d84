import { Icon, type IconProps } from './Icon';

export const ClipboardIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="5" y="4" width="14" height="17" rx="2" />
    <path d="M9 4V2.8h6V4M8.5 10h7M8.5 14h7M8.5 18h4" />
  </Icon>
);
