import { Icon, type IconProps } from './Icon';

export const BookIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 5.5C6.5 4.2 9.3 4.2 12 5.8c2.7-1.6 5.5-1.6 8-.3v13.2c-2.5-1.3-5.3-1.3-8 .3-2.7-1.6-5.5-1.6-8-.3z" />
    <path d="M12 5.8v13.2" />
  </Icon>
);
