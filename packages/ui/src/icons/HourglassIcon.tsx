import { Icon, type IconProps } from './Icon';

export const HourglassIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 2h12M6 22h12M7 2v4a5 5 0 0 0 10 0V2M7 22v-4a5 5 0 0 1 10 0v4" />
  </Icon>
);
