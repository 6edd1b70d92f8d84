import { Icon, type IconProps } from './Icon';

export const HamburgerMenuIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
);
