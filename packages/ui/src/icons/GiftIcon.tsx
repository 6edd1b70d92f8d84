import { Icon, type IconProps } from './Icon';

export const GiftIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3.5" y="8" width="17" height="4" rx="1" />
    <path d="M5 12v8.5h14V12M12 8v12.5" />
    <path d="M12 8S10.5 3.5 8 3.5 5.5 7 8 8M12 8s1.5-4.5 4-4.5S18.5 7 16 8" />
  </Icon>
);
