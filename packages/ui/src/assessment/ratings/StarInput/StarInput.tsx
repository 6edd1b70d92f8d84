import { LIMITS } from '@decola/domain';
import { useId } from 'react';
import { StarIcon } from '../../../icons';
import { cn } from '../../../lib/cn';
import { HAS_FOCUS_RING } from '../../../lib/focusRing';
import { FieldSet, useFieldSet } from '../../../primitives/Field';
import { starsLabel } from '../../../primitives/Stars';

export type StarInputProps = {
  /** The stars chosen, 0 when none is. */
  value: number;
  onChange: (stars: number) => void;
  /** The group's legend. */
  label: string;
  /** Marks the group aria-invalid and is read with each star. */
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  /** The radios' name inside a form. */
  name?: string;
};

const STARS = Array.from({ length: LIMITS.ratingMaxStars }, (_, index) => index + 1);

/**
 * One to five stars, a radio group, so the arrow keys move and choose as in any radio
 * group, and each star is announced 'N de 5 estrelas'. The stars up to the chosen one are lit.
 */
export function StarInput(props: StarInputProps) {
  const { label, error, required } = props;
  return (
    <FieldSet legend={label} error={error} required={required} role="radiogroup">
      <Stars {...props} />
    </FieldSet>
  );
}

/** The five radios, each described by the group's error. */
function Stars({ value, onChange, disabled, name }: StarInputProps) {
  const ownName = useId();
  const { describedBy } = useFieldSet();
  return (
    <div data-slot="star-input" className="flex items-center gap-1">
      {STARS.map((stars) => (
        <label
          key={stars}
          className={cn(
            'relative cursor-pointer rounded-control p-1 text-line transition-colors',
            HAS_FOCUS_RING.near,
            stars <= value && 'text-warning',
          )}
        >
          <input
            type="radio"
            name={name ?? ownName}
            value={stars}
            checked={stars === value}
            disabled={disabled}
            onChange={() => onChange(stars)}
            aria-describedby={describedBy}
            // Over the whole star, unseen: a click or a tap lands on the radio itself.
            className="absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0"
          />
          <StarIcon size="2xl" />
          <span className="sr-only">{starsLabel(stars)}</span>
        </label>
      ))}
    </div>
  );
}
