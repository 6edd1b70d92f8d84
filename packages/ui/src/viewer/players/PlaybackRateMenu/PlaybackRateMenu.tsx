import { Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { CheckIcon } from '../../../icons';
import { cn } from '../../../lib/cn';
import { focusRing } from '../../../lib/focusRing';
import { PLAYBACK_RATES } from '../../shared/media';
import { formatPlaybackRate } from '../shared/mediaTime';

export type PlaybackRateMenuProps = {
  /** The rate playing now. */
  rate: number;
  onRateChange: (rate: number) => void;
  disabled?: boolean;
  className?: string;
};

/**
 * The playback speed, 0.5 to 2, chosen in a list; the button reads 'Velocidade 1,5×'
 * and each option its rate, the current one selected.
 */
export function PlaybackRateMenu({
  rate,
  onRateChange,
  disabled = false,
  className,
}: PlaybackRateMenuProps) {
  return (
    <Listbox value={rate} onChange={onRateChange} disabled={disabled}>
      <div data-slot="playback-rate-menu" className={cn('flex items-center', className)}>
        <Label className="sr-only">Velocidade</Label>
        <ListboxButton
          className={cn(
            'inline-flex h-9 min-w-14 items-center justify-center rounded-control px-2',
            'text-sm font-semibold text-ink tabular-nums hover:bg-surface-muted data-open:bg-surface-muted',
            focusRing,
            'disabled:cursor-not-allowed disabled:opacity-60',
          )}
        >
          {formatPlaybackRate(rate)}
        </ListboxButton>
      </div>
      <ListboxOptions
        anchor={{ to: 'top end', gap: 4 }}
        data-slot="playback-rate-options"
        className="z-50 w-32 rounded-card border border-line bg-surface py-1 shadow-lg focus:outline-none"
      >
        {PLAYBACK_RATES.map((option) => (
          <ListboxOption
            key={option}
            value={option}
            className="group flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm text-ink tabular-nums data-focus:bg-primary-soft"
          >
            <CheckIcon
              size="sm"
              className="invisible shrink-0 text-primary-ink group-data-selected:visible"
            />
            {formatPlaybackRate(option)}
          </ListboxOption>
        ))}
      </ListboxOptions>
    </Listbox>
  );
}
