import { Icon, type IconProps } from './Icon';

export const ShoppingBagIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5.5 8h13l-1 12.5h-11L5.5 8z" />
    <path d="M9 10.5V7a3 3 0 016 0v3.5" />
  </Icon>
);
