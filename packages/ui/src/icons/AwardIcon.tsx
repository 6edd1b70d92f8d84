import { Icon, type IconProps } from './Icon';

export const AwardIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="9" r="5" />
    <path d="M9 13.5L8 21l4-2 4 2-1-7.5" />
  </Icon>
);
