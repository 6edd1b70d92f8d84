/**
 * An arrow that stops at an end ('Próximo' on the last slide, 'Próxima página' on the last page)
 * stays focusable: `disabled` would drop the keyboard user who just pressed it to <body>. It is
 * announced as aria-disabled and a click, Enter or Space on it does nothing. For a plain <button>;
 * the `Button` primitive takes the same rule as its `focusableDisabled` prop.
 */
export function focusableDisabled(disabled: boolean, onClick: () => void) {
  return {
    'aria-disabled': disabled || undefined,
    onClick: disabled ? undefined : onClick,
  } as const;
}
