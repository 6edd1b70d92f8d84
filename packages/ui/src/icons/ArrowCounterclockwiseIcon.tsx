import { Icon, type IconProps } from './Icon';

export const ArrowCounterclockwiseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4.5 12a7.5 7.5 0 102.2-5.3" />
    <path d="M4 4.5v4.2h4.2" />
  </Icon>
);
