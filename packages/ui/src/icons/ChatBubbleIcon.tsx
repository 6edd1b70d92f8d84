import { Icon, type IconProps } from './Icon';

export const ChatBubbleIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 5.5h16v10H9.5L5 19.5v-4H4z" />
    <path d="M8 9.5h8M8 12.5h5" />
  </Icon>
);
