import { Icon, type IconProps } from './Icon';

export const RocketIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M14 4.5c2.5-1.2 4.7-1.4 5.5-1 .4.8.2 3-1 5.5L12 15.5 8.5 12z" />
    <path d="M8.5 12L5 11.5l3-3.5h4M12 15.5l.5 3.5 3.5-3v-4" />
    <path d="M6.5 17.5c-1 1-1.5 3-1.5 3s2-.5 3-1.5" />
    <circle cx="15.5" cy="8.5" r="1.3" />
  </Icon>
);
