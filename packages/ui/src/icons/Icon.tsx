import type { ReactNode, SVGProps } from 'react';

/** The size steps of the set, in px: an icon takes a step, never a width of its own. */
export const ICON_SIZES = {
  xs: 14,
  sm: 16,
  md: 18,
  lg: 20,
  xl: 24,
  '2xl': 32,
  '3xl': 36,
  '4xl': 40,
  '5xl': 48,
  '6xl': 64,
} as const;

export type IconSize = keyof typeof ICON_SIZES;

export type IconProps = Omit<
  SVGProps<SVGSVGElement>,
  'children' | 'width' | 'height' | 'viewBox' | 'strokeWidth'
> & {
  // Every use names its step, so a glyph's size reads at the call site.
  size: IconSize;
};

/** The one base of every icon: a 24-unit line drawing in the current text colour. */
export function Icon({ size, children, ...props }: IconProps & { children: ReactNode }) {
  const px = ICON_SIZES[size];
  return (
    <svg
      viewBox="0 0 24 24"
      width={px}
      height={px}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      // Decorative: the visible or sr-only text beside each icon carries its meaning.
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
