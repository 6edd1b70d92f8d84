import { LIMITS, maskZip, shouldLookUpZip, type AddressForm } from '@decola/domain';
import type { ChangeEvent } from 'react';
import { cn } from '../../lib/cn';
import { Select } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import type { AddressChange, StateOption, ZipLookup } from './useZipLookup';

/** The fields a found zip fills, after the state. */
const LOOKED_UP_FIELDS = [
  { field: 'city', label: 'Cidade', autoComplete: 'address-level2', span: 'sm:col-span-2' },
  { field: 'district', label: 'Bairro', autoComplete: 'address-level3', span: 'sm:col-span-2' },
  { field: 'street', label: 'Rua', autoComplete: 'address-line1', span: 'sm:col-span-4' },
] as const;

export type AddressFieldsetProps = {
  address: AddressForm;
  /** Receives each change, with the field it came from (to clear that field's error). */
  onChange: (change: AddressChange, field: keyof AddressForm) => void;
  states: readonly StateOption[];
  /** The lookup the zip field starts (useZipLookup, fed the same `onChange`). */
  zipLookup: ZipLookup;
  /** The template's zip length: 9 (#####-###), or longer where a foreign postal code fits. */
  zipMaxLength: number;
  /** A foreigner types a postal code as is: no mask and no lookup. */
  foreigner?: boolean;
  errors?: Partial<Record<keyof AddressForm, string>>;
  className?: string;
};

/**
 * 'Endereço': the zip, masked and looked up once complete, fills the state,
 * city, district and street, which show '...' while the lookup runs; then number and complement.
 */
export function AddressFieldset({
  address,
  onChange,
  states,
  zipLookup,
  zipMaxLength,
  foreigner = false,
  errors = {},
  className,
}: AddressFieldsetProps) {
  const lookingUp = zipLookup.status === 'loading';

  const text =
    (field: keyof AddressForm) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const value = event.target.value;
      onChange((current) => ({ ...current, [field]: value }), field);
    };

  function changeZip(event: ChangeEvent<HTMLInputElement>) {
    const zipCode = foreigner ? event.target.value : maskZip(event.target.value);
    onChange((current) => ({ ...current, zipCode }), 'zipCode');
    if (!foreigner && shouldLookUpZip(zipCode) && zipCode !== address.zipCode) {
      zipLookup.lookUp(zipCode);
    } else if (!shouldLookUpZip(zipCode)) {
      zipLookup.cancel();
    }
  }

  function changeState(event: ChangeEvent<HTMLSelectElement>) {
    const state = states.find((option) => String(option.stateID) === event.target.value);
    onChange(
      (current) => ({
        ...current,
        stateID: state ? state.stateID : null,
        federalUnit: state ? state.id : '',
      }),
      'stateID',
    );
  }

  return (
    <fieldset data-slot="address-fieldset" className={cn('grid gap-4 sm:grid-cols-6', className)}>
      <legend className="mb-3 text-sm font-semibold text-ink">Endereço</legend>
      <TextField
        label={foreigner ? 'Código postal' : 'CEP'}
        name="zipCode"
        autoComplete="postal-code"
        inputMode={foreigner ? undefined : 'numeric'}
        placeholder={foreigner ? undefined : '00000-000'}
        maxLength={zipMaxLength}
        containerClassName="sm:col-span-2"
        aria-busy={lookingUp || undefined}
        value={address.zipCode}
        error={zipLookup.message ?? errors.zipCode}
        onChange={changeZip}
      />
      <Select
        label="Estado"
        name="stateID"
        autoComplete="address-level1"
        placeholder="Selecionar"
        options={states.map((state) => ({ value: state.stateID, label: state.label }))}
        containerClassName="sm:col-span-2"
        disabled={lookingUp}
        value={address.stateID == null ? '' : String(address.stateID)}
        error={errors.stateID}
        onChange={changeState}
      />
      {LOOKED_UP_FIELDS.map(({ field, label, autoComplete, span }) => (
        <TextField
          key={field}
          label={label}
          name={field}
          autoComplete={autoComplete}
          containerClassName={span}
          maxLength={LIMITS.addressLineMaxLength}
          readOnly={lookingUp}
          // While the lookup runs, the address fields show '...'.
          value={lookingUp ? '...' : address[field]}
          error={errors[field]}
          onChange={text(field)}
        />
      ))}
      <TextField
        label="Número"
        name="addressNumber"
        type="number"
        inputMode="numeric"
        min={LIMITS.addressNumberMin}
        max={LIMITS.addressNumberMax}
        step={1}
        containerClassName="sm:col-span-2"
        value={address.addressNumber == null ? '' : String(address.addressNumber)}
        error={errors.addressNumber}
        onChange={text('addressNumber')}
      />
      <TextField
        label="Complemento"
        name="complement"
        autoComplete="address-line2"
        maxLength={LIMITS.addressLineMaxLength}
        containerClassName="sm:col-span-4"
        value={address.complement}
        error={errors.complement}
        onChange={text('complement')}
      />
    </fieldset>
  );
}
