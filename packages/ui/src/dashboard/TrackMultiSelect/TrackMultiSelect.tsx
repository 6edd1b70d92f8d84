import { EMPTY_MESSAGES, filterTracks, trackLabel, type TrackOption } from '@decola/domain';
import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
} from '@headlessui/react';
import { useId, useRef, useState } from 'react';
import { CheckIcon, ChevronDownIcon } from '../../icons';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focusRing';
import { fieldControlClasses } from '../../primitives/Field';
import { SelectedTracks } from './SelectedTracks';
import { TRACK_MULTI_SELECT_TEXT } from './trackMultiSelectText';

export type TrackMultiSelectProps<T extends TrackOption> = {
  /** The tracks of the selected schools, or every track when none is selected. */
  tracks: readonly T[];
  /** The tracks in the query's `courseTracks`. */
  selectedIds: readonly number[];
  /** The new selection; the app sets `courseTracks` and page 1. */
  onChange: (ids: number[]) => void;
  className?: string;
};

/** Nothing without tracks, as the spec shows it only when tracks exist. */
export function TrackMultiSelect<T extends TrackOption>({
  tracks,
  selectedIds,
  onChange,
  className,
}: TrackMultiSelectProps<T>) {
  const inputId = useId();
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  if (tracks.length === 0) return null;

  const visible = filterTracks(tracks, query);
  const selected = tracks.filter((track) => selectedIds.includes(track.id));

  return (
    <div data-slot="track-multi-select" className={cn('flex flex-col gap-2', className)}>
      {/* A native label: Headless UI's Field labels the input only while the list is closed. */}
      <label htmlFor={inputId} className="text-sm font-semibold text-ink">
        {TRACK_MULTI_SELECT_TEXT.label}
      </label>
      <Combobox
        multiple
        immediate
        value={[...selectedIds]}
        onChange={(ids: number[]) => {
          setQuery('');
          onChange(ids);
        }}
        onClose={() => setQuery('')}
      >
        <div className="relative">
          <ComboboxInput
            ref={input}
            id={inputId}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={TRACK_MULTI_SELECT_TEXT.placeholder}
            autoComplete="off"
            className={cn(fieldControlClasses, 'h-10 pe-10')}
          />
          <ComboboxButton
            className={cn(
              'absolute inset-y-0 end-0 flex w-10 items-center justify-center rounded-control text-ink-muted',
              focusRing,
            )}
          >
            <ChevronDownIcon size="sm" />
            <span className="sr-only">{TRACK_MULTI_SELECT_TEXT.showAll}</span>
          </ComboboxButton>
          {visible.length === 0 && (
            // Outside the listbox, which may hold options only; announced as the text is typed.
            <p
              role="status"
              data-slot="track-not-found"
              className="absolute inset-x-0 top-full z-50 mt-1 rounded-card border border-line bg-surface px-3 py-2 text-sm text-ink-muted shadow-lg"
            >
              {EMPTY_MESSAGES.trackSearch}
            </p>
          )}
        </div>
        {/* Rendered even when empty: an open combobox must point at its list (aria-controls). */}
        <ComboboxOptions
          anchor={{ to: 'bottom start', gap: 4 }}
          data-slot="track-options"
          className="z-50 max-h-72 w-(--input-width) overflow-y-auto rounded-card border border-line bg-surface py-1 shadow-lg empty:invisible focus:outline-none"
        >
          {visible.map((track) => (
            <ComboboxOption
              key={track.id}
              value={track.id}
              className="group flex cursor-pointer items-center gap-2 px-3 py-2 text-sm text-ink data-focus:bg-primary-soft"
            >
              <CheckIcon
                size="sm"
                className="invisible shrink-0 text-primary-ink group-data-selected:visible"
              />
              {trackLabel(track)}
            </ComboboxOption>
          ))}
        </ComboboxOptions>
      </Combobox>
      <SelectedTracks
        tracks={selected}
        onRemove={(id) => {
          onChange(selectedIds.filter((one) => one !== id));
          // The chip leaves with its button: focus goes back to the search.
          input.current?.focus();
        }}
      />
    </div>
  );
}
