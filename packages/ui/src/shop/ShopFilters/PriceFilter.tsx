import { parsePrice, priceInterval, type PriceInterval } from '@decola/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/TextField';
import { SHOP_FILTERS_TEXT as TEXT } from '../shared/shopText';

export type PriceFilterProps = {
  /** The interval in the URL. */
  value: PriceInterval | null;
  /** The shop's lowest and highest price: the fields' hints, and an empty end's value. */
  range: PriceInterval;
  onApply: (interval: PriceInterval | null) => void;
};

const asText = (price: number | undefined) => (price === undefined ? '' : String(price));

/** The price interval in whole decoins, applied with its button or Enter (not on every key). */
export function PriceFilter({ value, range, onApply }: PriceFilterProps) {
  const [min, setMin] = useState(asText(value?.min));
  const [max, setMax] = useState(asText(value?.max));
  // A new interval from outside (clear-all, back, a link) replaces what was typed.
  const [shown, setShown] = useState(value);
  if (value?.min !== shown?.min || value?.max !== shown?.max) {
    setShown(value);
    setMin(asText(value?.min));
    setMax(asText(value?.max));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply(priceInterval(parsePrice(min), parsePrice(max), range));
  }

  return (
    <form onSubmit={handleSubmit} aria-label={TEXT.price} className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-ink">{TEXT.price}</legend>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={TEXT.min}
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={9}
            placeholder={String(range.min)}
            value={min}
            onChange={(event) => setMin(event.target.value)}
          />
          <TextField
            label={TEXT.max}
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={9}
            placeholder={String(range.max)}
            value={max}
            onChange={(event) => setMax(event.target.value)}
          />
        </div>
      </fieldset>
      <Button type="submit" variant="secondary" size="sm">
        {TEXT.apply}
      </Button>
    </form>
  );
}
