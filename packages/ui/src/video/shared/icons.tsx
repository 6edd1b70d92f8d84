import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/** Decorative icons of the players and the pills: the control around each one carries its name. */
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

export const PlayIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
  </Icon>
);
export const PauseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 5.5v13M16 5.5v13" strokeWidth={3} />
  </Icon>
);
export const SkipToEndIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 6v12l8.5-6z" fill="currentColor" />
    <path d="M18 6v12" strokeWidth={2.4} />
  </Icon>
);
export const ReplayIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4.5 12a7.5 7.5 0 102.2-5.3" />
    <path d="M4 4.5v4.2h4.2" />
  </Icon>
);
export const CheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 12.5l4.5 4.5L19 7.5" strokeWidth={2.4} />
  </Icon>
);
export const CloseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 6l12 12M18 6L6 18" strokeWidth={2.2} />
  </Icon>
);
