import { useId } from 'react';
import { cn } from '../../lib/cn';
import { TONE_CLASSES } from '../../lib/tone';
import { Button } from '../Button';

export const RETRY_LABEL = 'Tentar novamente';

export type SectionErrorProps = {
  /** The section's own sentence: what failed. */
  text: string;
  /** The app's message, shown under the section's own sentence. */
  message?: string | null;
  onRetry?: () => void;
};

/**
 * What a section shows when its data failed to load: what failed, the app's message when it has
 * one, and 'Tentar novamente'. Only the section fails; the rest of the page goes on.
 */
export function SectionError({ text, message, onRetry }: SectionErrorProps) {
  const textId = useId();
  const detail = message && message !== text ? message : null;
  return (
    <div
      role="alert"
      data-slot="section-error"
      className={cn(
        'flex flex-wrap items-center justify-between gap-4 rounded-card border p-4 text-ink',
        TONE_CLASSES.danger.border,
        TONE_CLASSES.danger.surface,
      )}
    >
      <div id={textId} className="flex flex-col gap-1">
        <p className="font-semibold">{text}</p>
        {detail && <p className="text-sm">{detail}</p>}
      </div>
      {onRetry && (
        <Button variant="secondary" size="sm" aria-describedby={textId} onClick={onRetry}>
          {RETRY_LABEL}
        </Button>
      )}
    </div>
  );
}
