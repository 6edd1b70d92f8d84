import { Icon, type IconProps } from './Icon';

export const ExclamationTriangleIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10.3 4.6L2.9 17.5A2 2 0 0 0 4.6 20.5h14.8a2 2 0 0 0 1.7-3L13.7 4.6a2 2 0 0 0-3.4 0z" />
    <path d="M12 10v4M12 17v.2" />
  </Icon>
);
