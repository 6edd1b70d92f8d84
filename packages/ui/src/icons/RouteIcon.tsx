import { Icon, type IconProps } from './Icon';

export const RouteIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="6" cy="18" r="2.5" />
    <circle cx="18" cy="6" r="2.5" />
    <path d="M8.5 18H15a3 3 0 000-6H9a3 3 0 010-6h6.5" />
  </Icon>
);
