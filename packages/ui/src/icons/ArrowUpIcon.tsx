import { Icon, type IconProps } from './Icon';

export const ArrowUpIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 19V5M5.5 11.5L12 5l6.5 6.5" />
  </Icon>
);
