import { clampQuantity } from '@decola/domain';
import { useState } from 'react';
import { cn } from '../../lib/cn';
import { focusableDisabled } from '../../lib/focusableDisabled';
import { buttonAriaDisabledLook, buttonVariants } from '../../primitives/Button';
import { Field, FieldControl, fieldControlClasses } from '../../primitives/Field';

export const QUANTITY_TEXT = {
  label: 'Quantidade',
  less: 'Diminuir quantidade',
  more: 'Aumentar quantidade',
  hint: (stock: number) =>
    `Até ${stock.toLocaleString('pt-BR')} ${stock === 1 ? 'unidade' : 'unidades'}.`,
} as const;

type QuantityPickerProps = {
  value: number;
  /** Never below 1 nor above the stock (domain `clampQuantity`). */
  onChange: (quantity: number) => void;
  stock: number;
  disabled?: boolean;
};

const stepClass = cn(
  buttonVariants({ variant: 'secondary', size: 'md' }),
  buttonAriaDisabledLook,
  'w-10 px-0 text-lg',
);

/** How many of a product go to the bag: − and + around a number field, bounded by the stock. */
export function QuantityPicker({ value, onChange, stock, disabled = false }: QuantityPickerProps) {
  // What is typed stays until the field is left, so a learner can clear it and type another.
  const [typed, setTyped] = useState<string | null>(null);
  const set = (quantity: number) => {
    setTyped(null);
    onChange(clampQuantity(quantity, stock));
  };
  return (
    <Field label={QUANTITY_TEXT.label} hint={QUANTITY_TEXT.hint(stock)} className="w-fit">
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={stepClass}
          disabled={disabled}
          // At 1 or at the stock the step stays focusable: the learner who pressed it keeps focus.
          {...focusableDisabled(value <= 1, () => set(value - 1))}
        >
          <span aria-hidden="true">−</span>
          <span className="sr-only">{QUANTITY_TEXT.less}</span>
        </button>
        <FieldControl>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={stock}
            step={1}
            value={typed ?? String(value)}
            disabled={disabled}
            onChange={(event) => setTyped(event.target.value)}
            onBlur={() => typed !== null && set(Number(typed))}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && typed !== null) set(Number(typed));
            }}
            data-slot="quantity-field"
            className={cn(fieldControlClasses, 'h-10 w-20 text-center')}
          />
        </FieldControl>
        <button
          type="button"
          className={stepClass}
          disabled={disabled}
          {...focusableDisabled(value >= stock, () => set(value + 1))}
        >
          <span aria-hidden="true">+</span>
          <span className="sr-only">{QUANTITY_TEXT.more}</span>
        </button>
      </div>
    </Field>
  );
}
