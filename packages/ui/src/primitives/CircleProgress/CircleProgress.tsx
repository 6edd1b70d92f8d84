import { circleProgressPercent } from '@decola/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { formatPercent } from '../ProgressBar/formatPercent';

const ringVariants = cva('relative inline-flex shrink-0 items-center justify-center', {
  variants: {
    size: {
      sm: 'size-10 text-[0.625rem]',
      md: 'size-14 text-xs',
      lg: 'size-20 text-sm',
    },
  },
  defaultVariants: { size: 'md' },
});

const RADIUS = 15.5;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export type CircleProgressProps = VariantProps<typeof ringVariants> & {
  /** Progress in percent, capped at 100 % (domain `circleProgressPercent`). */
  value: number;
  /** The accessible name ('Progresso da trilha Segurança em Obras'). */
  label: string;
  /** Visible text beside the ring ('3/8 finalizados'). */
  caption?: string;
  /** What a screen reader says of the value; the caption, else the percent. */
  valueText?: string;
  className?: string;
};

/** A circular progress ring with the percent inside and an optional caption beside it. */
export function CircleProgress({
  value,
  label,
  caption,
  valueText,
  size,
  className,
}: CircleProgressProps) {
  const percent = Math.floor(circleProgressPercent(value));
  const text = formatPercent(percent);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText ?? caption ?? text}
      data-slot="circle-progress"
      className={cn('inline-flex items-center gap-2', className)}
    >
      <span aria-hidden="true" className={ringVariants({ size })}>
        <svg viewBox="0 0 36 36" className="absolute inset-0 size-full -rotate-90">
          <circle cx="18" cy="18" r={RADIUS} fill="none" strokeWidth="3" className="stroke-line" />
          {/* primary-ink, not the brand fill: construction's amber would not stand out 3:1. */}
          <circle
            cx="18"
            cy="18"
            r={RADIUS}
            fill="none"
            strokeWidth="3"
            strokeLinecap="round"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - percent / 100)}
            className={cn('stroke-primary-ink', percent === 0 && 'stroke-transparent')}
          />
        </svg>
        <span className="font-semibold text-ink tabular-nums">{text}</span>
      </span>
      {caption && (
        <span aria-hidden="true" className="text-sm font-medium text-ink-muted">
          {caption}
        </span>
      )}
    </div>
  );
}
