import type { SVGProps } from 'react';

/**
 * Line illustrations of the onboarding steps, drawn here (nothing fetched). Decorative: each step's
 * heading carries the meaning.
 */
function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
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

type IconProps = SVGProps<SVGSVGElement>;

export const WaveIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 13V5.5a1.5 1.5 0 013 0V11M11 11V4a1.5 1.5 0 013 0v7M14 11V5.5a1.5 1.5 0 013 0V14" />
    <path d="M17 9.5a1.5 1.5 0 013 0V15a7 7 0 01-7 7h-1a7 7 0 01-5.6-2.8L3.8 16a1.6 1.6 0 012.5-2L8 15.5" />
  </Icon>
);

export const PenIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 20h4L19 9a2.8 2.8 0 00-4-4L4 16z" />
    <path d="M13.5 6.5l4 4M13 20h7" />
  </Icon>
);

export const SchoolIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2.5 9L12 4.5 21.5 9 12 13.5z" />
    <path d="M6 11v5c1.7 1.6 3.7 2.5 6 2.5s4.3-.9 6-2.5v-5M21.5 9v6" />
  </Icon>
);

export const PlayCardsIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="6" width="13" height="14" rx="2" />
    <path d="M7 3h12a2 2 0 012 2v11" />
    <path d="M8 10.5v5l4-2.5z" fill="currentColor" />
  </Icon>
);

export const CoinsIcon = (props: IconProps) => (
  <Icon {...props}>
    <ellipse cx="9" cy="7" rx="6" ry="3" />
    <path d="M3 7v4c0 1.7 2.7 3 6 3s6-1.3 6-3V7" />
    <path d="M9 17c0 1.7 2.7 3 6 3s6-1.3 6-3v-4c0-1.7-2.7-3-6-3" />
    <path d="M9 13v4" />
  </Icon>
);

export const HeartIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 20s-8-4.6-8-10.3A4.6 4.6 0 0112 7a4.6 4.6 0 018 2.7C20 15.4 12 20 12 20z" />
  </Icon>
);

export const CameraIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 8h3l2-2.5h6L17 8h3a1 1 0 011 1v9a1 1 0 01-1 1H4a1 1 0 01-1-1V9a1 1 0 011-1z" />
    <circle cx="12" cy="13" r="3.5" />
  </Icon>
);

export const RocketIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M14 4.5c2.5-1.2 4.7-1.4 5.5-1 .4.8.2 3-1 5.5L12 15.5 8.5 12z" />
    <path d="M8.5 12L5 11.5l3-3.5h4M12 15.5l.5 3.5 3.5-3v-4" />
    <path d="M6.5 17.5c-1 1-1.5 3-1.5 3s2-.5 3-1.5" />
    <circle cx="15.5" cy="8.5" r="1.3" />
  </Icon>
);
