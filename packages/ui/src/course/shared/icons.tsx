import type { SVGProps } from 'react';

/**
 * Line icons of the course, event and dashboard cards, drawn here like the landing's (nothing
 * fetched). They are decorative: the text next to each one, visible or sr-only, carries the meaning.
 */
export {
  CertificateIcon,
  ChevronDownIcon,
  ClockIcon,
  PlayIcon,
  StarIcon,
} from '../../landing/shared/icons';

type IconProps = SVGProps<SVGSVGElement>;

function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const CommentIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 5.5h16v10H9.5L5 19.5v-4H4z" />
    <path d="M8 9.5h8M8 12.5h5" />
  </Icon>
);
export const CoinIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M14.5 9.2c-.5-.8-1.4-1.2-2.5-1.2-1.5 0-2.5.8-2.5 1.9 0 2.6 5.2 1.4 5.2 4.2 0 1.1-1.1 1.9-2.7 1.9-1.2 0-2.2-.5-2.6-1.3M12 6.5V8M12 16v1.5" />
  </Icon>
);
export const SparklesIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10 3.5l1.6 4.9 4.9 1.6-4.9 1.6L10 16.5l-1.6-4.9L3.5 10l4.9-1.6z" />
    <path d="M18 14.5l.8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8z" />
  </Icon>
);
export const LockIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 018 0v3" />
  </Icon>
);
export const CheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
);
export const CalendarIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </Icon>
);
export const MapPinIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0113 0c0 5.4-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.5" />
  </Icon>
);
export const BookIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 5.5C6.5 4.2 9.3 4.2 12 5.8c2.7-1.6 5.5-1.6 8-.3v13.2c-2.5-1.3-5.3-1.3-8 .3-2.7-1.6-5.5-1.6-8-.3z" />
    <path d="M12 5.8v13.2" />
  </Icon>
);
export const RouteIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="6" cy="18" r="2.5" />
    <circle cx="18" cy="6" r="2.5" />
    <path d="M8.5 18H15a3 3 0 000-6H9a3 3 0 010-6h6.5" />
  </Icon>
);
