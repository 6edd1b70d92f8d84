import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

const spinnerVariants = cva(
  'inline-block shrink-0 animate-spin rounded-full border-current border-r-transparent',
  {
    variants: {
      size: {
        sm: 'size-4 border-2',
        md: 'size-6 border-[3px]',
        lg: 'size-10 border-4',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type SpinnerProps = VariantProps<typeof spinnerVariants> & {
  /** What is loading, read by screen readers. */
  label?: string;
  /**
   * Inside a control that already announces its busy state (a loading Button), the spinner is
   * only decoration and stays silent.
   */
  decorative?: boolean;
  className?: string;
};

export function Spinner({
  size,
  label = 'Carregando…',
  decorative = false,
  className,
}: SpinnerProps) {
  const circle = (
    <span aria-hidden="true" data-slot="spinner-circle" className={spinnerVariants({ size })} />
  );
  if (decorative) {
    return (
      <span data-slot="spinner" className={cn('inline-flex', className)}>
        {circle}
      </span>
    );
  }
  return (
    <span
      role="status"
      data-slot="spinner"
      className={cn('inline-flex items-center text-primary-ink', className)}
    >
      {circle}
      <span className="sr-only">{label}</span>
    </span>
  );
}
