import { Icon, type IconProps } from './Icon';

export const WavingHandIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 13V5.5a1.5 1.5 0 013 0V11M11 11V4a1.5 1.5 0 013 0v7M14 11V5.5a1.5 1.5 0 013 0V14" />
    <path d="M17 9.5a1.5 1.5 0 013 0V15a7 7 0 01-7 7h-1a7 7 0 01-5.6-2.8L3.8 16a1.6 1.6 0 012.5-2L8 15.5" />
  </Icon>
);
