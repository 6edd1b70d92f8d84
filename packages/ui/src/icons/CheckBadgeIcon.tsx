import { Icon, type IconProps } from './Icon';

export const CheckBadgeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 2.8l2.3 1.7 2.8-.1.9 2.7 2.3 1.6-.9 2.7.9 2.7-2.3 1.6-.9 2.7-2.8-.1L12 21.2l-2.3-1.7-2.8.1-.9-2.7-2.3-1.6.9-2.7-.9-2.7 2.3-1.6.9-2.7 2.8.1z" />
    <path d="M8.5 12l2.5 2.5 4.5-5" />
  </Icon>
);
