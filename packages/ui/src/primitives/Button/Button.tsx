import { cva, type VariantProps } from 'class-variance-authority';
import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focusRing';
import { TONE_CLASSES } from '../../lib/tone';
import { Spinner } from '../Spinner';

export const buttonVariants = cva(
  [
    'inline-flex select-none items-center justify-center gap-2 whitespace-nowrap font-semibold',
    'rounded-control transition-colors duration-150',
    focusRing,
    'disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-progress',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-primary text-on-primary hover:bg-primary-strong',
        secondary: 'border border-primary-ink bg-surface text-primary-ink hover:bg-primary-soft',
        ghost: 'bg-transparent text-primary-ink hover:bg-primary-soft',
        // Emphasis, not feedback: a destructive action takes the danger tone's colours.
        danger: [TONE_CLASSES.danger.solid, 'hover:bg-danger-strong'],
      },
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-10 px-4 text-sm',
        lg: 'h-12 px-6 text-base',
      },
      fullWidth: {
        true: 'w-full',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

/**
 * The `disabled:` look above for a button kept focusable with aria-disabled (`focusableDisabled`).
 * Not in the base: a loading button is aria-disabled too and keeps its colours.
 */
export const buttonAriaDisabledLook = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  VariantProps<typeof buttonVariants> & {
    /**
     * While an action is under way the button shows a spinner, announces `aria-busy` and ignores
     * clicks. It stays focusable (unlike `disabled`) so keyboard focus is not lost mid-action.
     */
    loading?: boolean;
    /**
     * At the end of its range (a quantity at the stock, the last page): announced aria-disabled and
     * deaf to clicks, with `disabled`'s look, yet focusable, so the keyboard user who pressed it
     * keeps focus on it (lib/focusableDisabled, for plain buttons).
     */
    focusableDisabled?: boolean;
    ref?: Ref<HTMLButtonElement>;
  };

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  focusableDisabled = false,
  disabled,
  className,
  children,
  onClick,
  type = 'button',
  ref,
  ...rest
}: ButtonProps) {
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (loading || focusableDisabled) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <button
      ref={ref}
      type={type}
      data-slot="button"
      data-variant={variant ?? 'primary'}
      className={cn(
        buttonVariants({ variant, size, fullWidth }),
        focusableDisabled && buttonAriaDisabledLook,
        className,
      )}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || focusableDisabled || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading && <Spinner size="sm" decorative />}
      {children}
    </button>
  );
}
