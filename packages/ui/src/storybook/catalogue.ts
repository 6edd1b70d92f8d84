/** The training count above a catalogue list: its digits and word sit in separate elements. */
export const trainingCount = (root: HTMLElement): HTMLElement | null =>
  root.querySelector<HTMLElement>('[data-slot="training-count"]');
