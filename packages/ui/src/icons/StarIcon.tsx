import { Icon, type IconProps } from './Icon';

export const StarIcon = (props: IconProps) => (
  <Icon {...props}>
    <path
      d="M12 3.5l2.6 5.3 5.8.8-4.2 4.1 1 5.8L12 16.8l-5.2 2.7 1-5.8-4.2-4.1 5.8-.8z"
      fill="currentColor"
    />
  </Icon>
);
