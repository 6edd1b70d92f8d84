/** How far the keyboard focus ring stands from its element's edge. */
export type FocusRingOffset = 'standard' | 'near' | 'inset' | 'wide';

/**
 * The keyboard focus ring, 2 px of the template's focus colour, at each distance the portal draws
 * it: the one place it is written (Tailwind finds the classes here, so they stay whole strings).
 * Beside a component's own classes, through `cn`.
 */
export const FOCUS_RING = {
  /** 2 px out, as the base stylesheet's `:focus-visible` rule: nearly every control. */
  standard: 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
  /** 1 px out: a field's box, and the small buttons inside a field, a menu or a dialog's header. */
  near: 'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus',
  /**
   * 2 px in: a tab or header entry whose ring would cross the line under it, an entry of a list
   * that scrolls or a scrolling box, where a ring outside would be cut off.
   */
  inset: 'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
  /** 4 px out: around a whole panel, the header's logo, the zoom slider's thin track. */
  wide: 'focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-focus',
} as const satisfies Record<FocusRingOffset, string>;

/** The ring of nearly every control. */
export const focusRing = FOCUS_RING.standard;

/**
 * The same ring on a label that wraps its own input (a chip, an option card), drawn while that
 * input has keyboard focus: the input is visually hidden, or has its own ring turned off so the
 * whole card carries it.
 */
export const HAS_FOCUS_RING = {
  standard:
    'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus',
  near: 'has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-focus',
} as const satisfies Partial<Record<FocusRingOffset, string>>;
