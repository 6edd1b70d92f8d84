import { Icon, type IconProps } from './Icon';

export const PlayCardsIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="6" width="13" height="14" rx="2" />
    <path d="M7 3h12a2 2 0 012 2v11" />
    <path d="M8 10.5v5l4-2.5z" fill="currentColor" />
  </Icon>
);
