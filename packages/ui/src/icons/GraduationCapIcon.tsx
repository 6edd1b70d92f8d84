import { Icon, type IconProps } from './Icon';

export const GraduationCapIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2.5 9L12 4.5 21.5 9 12 13.5z" />
    <path d="M6 11v5c1.7 1.6 3.7 2.5 6 2.5s4.3-.9 6-2.5v-5M21.5 9v6" />
  </Icon>
);
