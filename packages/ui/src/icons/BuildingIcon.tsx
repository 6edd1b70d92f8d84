import { Icon, type IconProps } from './Icon';

export const BuildingIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 21V5l8-2v18M12 8h8v13M2.5 21h19" />
    <path d="M7 8h2M7 12h2M7 16h2M15 12h2M15 16h2" />
  </Icon>
);
