import { Icon, type IconProps } from './Icon';

export const StoreIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3.5 9.5L5 4h14l1.5 5.5M3.5 9.5h17M3.5 9.5a2.8 2.8 0 005.7 0 2.8 2.8 0 005.6 0 2.8 2.8 0 005.7 0" />
    <path d="M5 12v8.5h14V12M10 20.5v-5h4v5" />
  </Icon>
);
