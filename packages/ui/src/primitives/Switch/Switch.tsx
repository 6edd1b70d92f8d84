import { Field, Label, Description, Switch as HeadlessSwitch } from '@headlessui/react';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focusRing';

export type SwitchProps = {
  label: string;
  /** A sentence under the label that says what switching does. */
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
};

/** An on/off setting with its label (role="switch", toggled by click, Space or Enter). */
export function Switch({
  label,
  description,
  checked,
  onChange,
  disabled,
  className,
}: SwitchProps) {
  return (
    <Field disabled={disabled} className={cn('flex items-start justify-between gap-4', className)}>
      <span className="flex flex-col">
        <Label className="text-sm font-medium text-ink">{label}</Label>
        {description && <Description className="text-xs text-ink-muted">{description}</Description>}
      </span>
      <HeadlessSwitch
        checked={checked}
        onChange={onChange}
        data-slot="switch"
        className={cn(
          'group relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-pill border-2 border-transparent',
          'bg-ink-muted transition-colors data-checked:bg-primary data-disabled:cursor-not-allowed data-disabled:opacity-60',
          focusRing,
        )}
      >
        <span
          aria-hidden="true"
          className="size-5 translate-x-0 rounded-full bg-surface shadow transition-transform group-data-checked:translate-x-5"
        />
      </HeadlessSwitch>
    </Field>
  );
}
