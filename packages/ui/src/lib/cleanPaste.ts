import type { ClipboardEvent } from 'react';

/**
 * A paste handler that cleans the pasted text before the field's `maxLength` can cut it (a pasted
 * 'CPF: 529.982.247-25' would lose its last digits in a 14-character CPF field). Text the cleaning
 * leaves unchanged is pasted by the browser as usual, keeping its undo.
 */
export function cleanPaste(clean: (pasted: string) => string, apply: (value: string) => void) {
  return (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    const cleaned = clean(pasted);
    if (cleaned === pasted) return;
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    const value = `${input.value.slice(0, start)}${cleaned}${input.value.slice(end)}`;
    apply(input.maxLength > 0 ? value.slice(0, input.maxLength) : value);
  };
}
