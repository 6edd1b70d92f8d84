/** Feedback colour: what a message, a toast or a destructive action says about itself. */
export type Tone = 'info' | 'success' | 'warning' | 'danger';

type ToneClasses = {
  /** The edge of a box that carries the tone. */
  border: string;
  /** The soft background of that box. */
  surface: string;
  /** The tone's colour on a neutral background (an icon). */
  ink: string;
  /** A filled mark or a button in the tone, with its text colour. */
  solid: string;
};

/** Each tone's tokens: the one place a tone becomes colours (Polaris's Banner/utilities.ts). */
export const TONE_CLASSES = {
  info: {
    border: 'border-primary-ink',
    surface: 'bg-primary-soft',
    ink: 'text-primary-ink',
    solid: 'bg-primary text-on-primary',
  },
  success: {
    border: 'border-success',
    surface: 'bg-success-soft',
    ink: 'text-success',
    solid: 'bg-success text-on-success',
  },
  warning: {
    border: 'border-warning',
    surface: 'bg-warning-soft',
    ink: 'text-warning',
    solid: 'bg-warning text-on-warning',
  },
  danger: {
    border: 'border-danger',
    surface: 'bg-danger-soft',
    ink: 'text-danger',
    solid: 'bg-danger text-on-danger',
  },
} as const satisfies Record<Tone, ToneClasses>;

/** A danger interrupts a screen reader (role="alert"); the other tones wait their turn. */
export const toneRole = (tone: Tone): 'alert' | 'status' =>
  tone === 'danger' ? 'alert' : 'status';
