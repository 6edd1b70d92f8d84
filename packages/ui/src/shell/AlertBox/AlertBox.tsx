import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/Button';
import {
  CheckCircleIcon,
  CrossCircleIcon,
  ExclamationTriangleIcon,
  InfoCircleIcon,
} from '../../icons';

const alertBoxVariants = cva(
  'flex items-start gap-3 rounded-card border border-s-4 px-4 py-3 text-sm text-ink',
  {
    variants: {
      variant: {
        info: 'border-primary-ink bg-primary-soft',
        success: 'border-success bg-success-soft',
        warning: 'border-warning bg-warning-soft',
        error: 'border-danger bg-danger-soft',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

const iconClass = {
  info: 'text-primary-ink',
  success: 'text-success',
  warning: 'text-warning',
  error: 'text-danger',
} as const;

const icons = {
  info: InfoCircleIcon,
  success: CheckCircleIcon,
  warning: ExclamationTriangleIcon,
  error: CrossCircleIcon,
};

type Variant = NonNullable<VariantProps<typeof alertBoxVariants>['variant']>;

export type AlertBoxProps = VariantProps<typeof alertBoxVariants> & {
  title: ReactNode;
  /** The message under the title. */
  children?: ReactNode;
  /** One action the message offers ('Tentar novamente'). */
  action?: { label: string; onClick: () => void };
  className?: string;
};

/**
 * An inline message box (spec 1 §2, shared shell: the alert box). An error interrupts the screen
 * reader (role="alert"); info, success and warning wait their turn (role="status").
 */
export function AlertBox({ variant, title, children, action, className }: AlertBoxProps) {
  const kind: Variant = variant ?? 'info';
  const Icon = icons[kind];
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      data-slot="alert-box"
      data-variant={kind}
      className={cn(alertBoxVariants({ variant: kind }), className)}
    >
      <Icon size="lg" className={cn('mt-0.5 shrink-0', iconClass[kind])} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-semibold">{title}</p>
        {children && <div className="leading-relaxed text-ink-muted">{children}</div>}
        {action && (
          <Button
            variant="secondary"
            size="sm"
            className="mt-2 self-start"
            onClick={action.onClick}
          >
            {action.label}
          </Button>
        )}
      </div>
    </div>
  );
}
