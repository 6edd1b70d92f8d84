import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { TONE_CLASSES, toneRole, type Tone } from '../../lib/tone';
import { Button } from '../Button';
import {
  CheckCircleIcon,
  CrossCircleIcon,
  ExclamationTriangleIcon,
  InfoCircleIcon,
} from '../../icons';

const icons = {
  info: InfoCircleIcon,
  success: CheckCircleIcon,
  warning: ExclamationTriangleIcon,
  danger: CrossCircleIcon,
};

export type AlertBoxProps = {
  /** The message's feedback colour and icon; `info` when omitted. */
  tone?: Tone;
  title: ReactNode;
  /** The message under the title. */
  children?: ReactNode;
  /** One action the message offers ('Tentar novamente'). */
  action?: { label: string; onClick: () => void };
  className?: string;
};

/**
 * An inline message box (shared shell: the alert box). A danger interrupts the screen
 * reader (role="alert"); info, success and warning wait their turn (role="status").
 */
export function AlertBox({ tone = 'info', title, children, action, className }: AlertBoxProps) {
  const Icon = icons[tone];
  const colours = TONE_CLASSES[tone];
  return (
    <div
      role={toneRole(tone)}
      data-slot="alert-box"
      data-tone={tone}
      className={cn(
        'flex items-start gap-3 rounded-card border border-s-4 px-4 py-3 text-sm text-ink',
        colours.border,
        colours.surface,
        className,
      )}
    >
      <Icon size="lg" className={cn('mt-0.5 shrink-0', colours.ink)} />
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
