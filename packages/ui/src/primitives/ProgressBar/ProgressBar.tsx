import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { formatPercent, wholePercent } from './formatPercent';

const trackVariants = cva('flex-1 overflow-hidden rounded-pill bg-line', {
  variants: {
    size: {
      sm: 'h-1.5',
      md: 'h-2.5',
    },
  },
  defaultVariants: { size: 'md' },
});

export type ProgressBarProps = VariantProps<typeof trackVariants> & {
  /** Progress in percent (0–100); values outside are drawn at the nearest end. */
  value: number;
  /** The accessible name: what is progressing ('Progresso de Excel Básico'). */
  label: string;
  /** What a screen reader says of the value; '45% concluído' by default. */
  valueText?: string;
  /** Shows the percent beside the bar. */
  showValue?: boolean;
  className?: string;
};

/** A linear progress bar (the 'Continue de onde você parou!' cards) with its value text. */
export function ProgressBar({
  value,
  label,
  valueText,
  showValue = true,
  size,
  className,
}: ProgressBarProps) {
  const percent = wholePercent(value);
  const text = formatPercent(percent);
  return (
    <div data-slot="progress-bar" className={cn('flex items-center gap-3', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText ?? `${text} concluído`}
        className={trackVariants({ size })}
      >
        {/* primary-ink, not the brand fill: construction's amber would not stand out 3:1. */}
        <div
          data-slot="progress-bar-fill"
          className="h-full rounded-pill bg-primary-ink transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
      {showValue && (
        // The progressbar already tells screen readers the value.
        <span aria-hidden="true" className="text-sm font-semibold text-ink tabular-nums">
          {text}
        </span>
      )}
    </div>
  );
}
