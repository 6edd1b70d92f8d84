import type { KeyboardEvent } from 'react';

/** ← and → move this many seconds. */
export const SEEK_STEP_SECONDS = 5;

export type MediaShortcutActions = {
  toggle: () => void;
  seekBy: (seconds: number) => void;
  position: () => number;
  /** 'n': the app opens a note at this second. */
  onNoteShortcut?: (position: number) => void;
};

/** Keys that type text: a shortcut there would eat the learner's letters. */
const typesText = (target: HTMLElement) =>
  target.isContentEditable ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement ||
  (target instanceof HTMLInputElement && target.type !== 'range');

/** Space is a button's own key: pressing it there activates that button, nothing more. */
const activatesWithSpace = (target: HTMLElement) =>
  target.closest('button, a[href], [role="button"]') !== null;

/**
 * The player's keyboard: space and k play or pause, ← and → seek 5 s, n asks for a note at the
 * current second. Bound to the player's region (spread the returned props on it), so typing
 * anywhere else on the page never triggers them; open lists and dialogs keep their keys.
 */
export function useMediaShortcuts({
  toggle,
  seekBy,
  position,
  onNoteShortcut,
}: MediaShortcutActions) {
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    // React brings a portal's keys here too (a dialog or list opened from the controls).
    if (!event.currentTarget.contains(target)) return;
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (typesText(target) || target.closest('[role="listbox"], [role="menu"], [role="dialog"]'))
      return;
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    if (key === ' ' && activatesWithSpace(target)) return;
    const action = shortcutAction(key, { toggle, seekBy, position, onNoteShortcut });
    if (!action) return;
    event.preventDefault();
    action();
  };
  return { onKeyDown };
}

function shortcutAction(
  key: string,
  { toggle, seekBy, position, onNoteShortcut }: MediaShortcutActions,
): (() => void) | undefined {
  switch (key) {
    case ' ':
    case 'k':
      return toggle;
    case 'ArrowLeft':
      return () => seekBy(-SEEK_STEP_SECONDS);
    case 'ArrowRight':
      return () => seekBy(SEEK_STEP_SECONDS);
    case 'n':
      return onNoteShortcut && (() => onNoteShortcut(position()));
    default:
      return undefined;
  }
}
