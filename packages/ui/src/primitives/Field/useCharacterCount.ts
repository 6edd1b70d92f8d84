import { useState, type ChangeEvent, type InputHTMLAttributes } from 'react';

type CountedControl = HTMLInputElement | HTMLTextAreaElement;

type CountOptions<E extends CountedControl> = {
  /** Whether the control shows its counter; without a maxLength there is nothing to count to. */
  shown?: boolean;
  maxLength?: number;
  value?: InputHTMLAttributes<E>['value'];
  defaultValue?: InputHTMLAttributes<E>['defaultValue'];
  onChange?: (event: ChangeEvent<E>) => void;
};

/**
 * Field's counter for a text control: the value's length when the control is controlled, else the
 * length of what was typed, which the returned onChange keeps.
 */
export function useCharacterCount<E extends CountedControl>({
  shown,
  maxLength,
  value,
  defaultValue,
  onChange,
}: CountOptions<E>) {
  const [typed, setTyped] = useState(() => String(defaultValue ?? '').length);
  const length = value === undefined ? typed : String(value).length;
  return {
    counter: shown && maxLength !== undefined ? { length, max: maxLength } : null,
    onChange: (event: ChangeEvent<E>) => {
      setTyped(event.target.value.length);
      onChange?.(event);
    },
  };
}
