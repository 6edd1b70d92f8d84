import { Icon, type IconProps } from './Icon';

/** A sortable column that is not sorted: either way is on offer. */
export const ChevronUpDownIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 9.5l4-4 4 4M8 14.5l4 4 4-4" />
  </Icon>
);
