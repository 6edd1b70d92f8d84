import { formatCount, shouldAbbreviateCounts } from '@decola/domain';
import { useCallback } from 'react';
import { cn } from '../../lib/cn';
import { useViewportWidth } from '../../lib/useViewportWidth';

const fullCount = new Intl.NumberFormat('pt-BR');

/** Formats a count for the screen's width: '1.234' on wide screens, '1,2k' at 700 px or less. */
export function useShortCount(): (value: number) => string {
  const width = useViewportWidth();
  return useCallback((value: number) => formatCount(value, width), [width]);
}

export type CountProps = {
  value: number;
  className?: string;
};

/**
 * A count in pt-BR: shortened on screens 700 px wide or less ('1,2k', '1,5m'),
 * while screen readers always hear the whole number.
 */
export function Count({ value, className }: CountProps) {
  const width = useViewportWidth();
  const whole = fullCount.format(value);
  if (!shouldAbbreviateCounts(width)) {
    return (
      <span data-slot="count" className={className}>
        {whole}
      </span>
    );
  }
  return (
    <span data-slot="count" data-short="" className={cn('tabular-nums', className)}>
      <span aria-hidden="true">{formatCount(value, width)}</span>
      <span className="sr-only">{whole}</span>
    </span>
  );
}
