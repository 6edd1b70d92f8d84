import { Icon, type IconProps } from './Icon';

export const HeartIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 20s-8-4.6-8-10.3A4.6 4.6 0 0112 7a4.6 4.6 0 018 2.7C20 15.4 12 20 12 20z" />
  </Icon>
);
