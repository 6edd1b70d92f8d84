import { useId } from 'react';
import { Button } from '../../primitives/Button';

/** A section's error: true for its own sentence, or the app's message (shown under it). */
export type SectionErrorValue = string | boolean | null | undefined;

export const RETRY_LABEL = 'Tentar novamente';

/**
 * What a section shows when its data failed to load: what failed, the app's message when it has
 * one, and 'Tentar novamente'. Only the section fails; the rest of the dashboard goes on.
 */
export function SectionError({
  text,
  error,
  onRetry,
}: {
  text: string;
  error: SectionErrorValue;
  onRetry?: () => void;
}) {
  const textId = useId();
  const detail = typeof error === 'string' && error !== text ? error : null;
  return (
    <div
      role="alert"
      data-slot="section-error"
      className="flex flex-wrap items-center justify-between gap-4 rounded-card border border-danger bg-danger-soft p-4 text-ink"
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
