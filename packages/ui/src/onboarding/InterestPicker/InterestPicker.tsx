import { canSelectInterest, LIMITS, toggleInterest } from '@decola/domain';
import { useId } from 'react';
import { CheckIcon } from '../../icons';
import { cn } from '../../lib/cn';
import { HAS_FOCUS_RING } from '../../lib/focusRing';
import { READY, shownStatus, type AsyncState } from '../../lib/asyncState';
import { LoadState } from '../../primitives/LoadState';
import { Spinner } from '../../primitives/Spinner';

/** An interest (the contract's `Interest`). */
export type Interest = { id: number; title: string; imageURL?: string | null };

export type InterestPickerProps = {
  interests: readonly Interest[];
  /** Their load; a failure offers its retry. */
  state?: AsyncState;
  /** The chosen interest ids. */
  selected: readonly number[];
  onChange: (selected: number[]) => void;
  /** The group's name; the onboarding asks it in its heading and hides it. */
  label?: string;
  hideLabel?: boolean;
  className?: string;
};

export const INTEREST_PICKER_LABEL = `Escolha até ${LIMITS.maxInterests} interesses`;
export const INTERESTS_LOAD_ERROR = 'Não foi possível carregar os interesses.';
export const INTERESTS_EMPTY = 'Nenhum interesse disponível no momento.';

export const selectedCountText = (count: number) =>
  `${count} de ${LIMITS.maxInterests} selecionados`;

/** The onboarding's step 6: native checkboxes, so the keyboard works as usual. */
export function InterestPicker({
  interests,
  state = READY,
  selected,
  onChange,
  label = INTEREST_PICKER_LABEL,
  hideLabel = false,
  className,
}: InterestPickerProps) {
  const countId = useId();
  const limitId = useId();
  const atLimit = selected.length >= LIMITS.maxInterests;
  const status = shownStatus(state);
  const hasItems = status === 'ready' && interests.length > 0;

  return (
    <fieldset
      data-slot="interest-picker"
      aria-describedby={hasItems ? `${countId} ${limitId}` : undefined}
      className={cn('flex min-w-0 flex-col gap-3', className)}
    >
      <legend className={cn('mb-1 text-sm font-semibold text-ink', hideLabel && 'sr-only')}>
        {label}
      </legend>
      {hasItems && (
        <p
          id={countId}
          aria-live="polite"
          data-slot="interest-count"
          className="text-sm font-medium text-primary-ink"
        >
          {selectedCountText(selected.length)}
        </p>
      )}

      {status !== 'ready' && (
        <LoadState
          state={state}
          loading={<LoadingCards />}
          text={{ error: INTERESTS_LOAD_ERROR }}
        />
      )}

      {status === 'ready' && interests.length === 0 && (
        <p className="rounded-card bg-surface-muted p-4 text-sm text-ink-muted">
          {INTERESTS_EMPTY}
        </p>
      )}

      {hasItems && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {interests.map((interest) => (
            <li key={interest.id}>
              <InterestCard
                interest={interest}
                checked={selected.includes(interest.id)}
                disabled={!canSelectInterest(selected, interest.id)}
                onToggle={() => onChange(toggleInterest(selected, interest.id))}
              />
            </li>
          ))}
        </ul>
      )}

      <p id={limitId} className={cn('text-xs text-ink-muted', !atLimit && 'sr-only')}>
        {atLimit
          ? `Você escolheu ${LIMITS.maxInterests} interesses, o máximo. Desmarque um para escolher outro.`
          : null}
      </p>
    </fieldset>
  );
}

function InterestCard({
  interest,
  checked,
  disabled,
  onToggle,
}: {
  interest: Interest;
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  return (
    <label
      data-slot="interest-card"
      data-checked={checked || undefined}
      className={cn(
        'group relative flex h-full cursor-pointer flex-col overflow-hidden rounded-card border-2 border-line bg-surface transition-colors',
        'hover:border-primary-ink has-checked:border-primary has-checked:bg-primary-soft',
        HAS_FOCUS_RING.standard,
        'has-disabled:cursor-not-allowed has-disabled:opacity-50 has-disabled:hover:border-line',
      )}
    >
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={onToggle}
        className="peer sr-only"
      />
      <span aria-hidden="true" className="block aspect-[2/1] w-full bg-surface-muted">
        {interest.imageURL ? (
          <img src={interest.imageURL} alt="" className="size-full object-cover" />
        ) : (
          <span className="flex size-full items-center justify-center bg-primary-soft text-2xl font-bold text-primary-ink">
            {interest.title.charAt(0)}
          </span>
        )}
      </span>
      <span className="flex flex-1 items-center px-3 py-2 text-sm leading-snug font-semibold text-ink">
        {interest.title}
      </span>
      <span
        aria-hidden="true"
        className={cn(
          'absolute top-2 right-2 flex size-6 items-center justify-center rounded-full border-2 border-on-primary bg-ink/40 text-on-primary shadow-sm',
          'group-has-checked:border-primary group-has-checked:bg-primary',
        )}
      >
        <CheckIcon size="xs" className="hidden group-has-checked:block" />
      </span>
    </label>
  );
}

function LoadingCards() {
  return (
    <div className="flex flex-col gap-3">
      <Spinner size="sm" label="Carregando interesses…" />
      <ul aria-hidden="true" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index} className="overflow-hidden rounded-card border-2 border-line bg-surface">
            <span className="block aspect-[2/1] animate-pulse bg-surface-muted" />
            <span className="m-3 block h-3 w-2/3 animate-pulse rounded-pill bg-line" />
          </li>
        ))}
      </ul>
    </div>
  );
}
