import { Icon, type IconProps } from './Icon';

export const CoinsIcon = (props: IconProps) => (
  <Icon {...props}>
    <ellipse cx="9" cy="7" rx="6" ry="3" />
    <path d="M3 7v4c0 1.7 2.7 3 6 3s6-1.3 6-3V7" />
    <path d="M9 17c0 1.7 2.7 3 6 3s6-1.3 6-3v-4c0-1.7-2.7-3-6-3" />
    <path d="M9 13v4" />
  </Icon>
);
