import {
  LIMITS,
  maskCpf,
  toCalendarDay,
  unmaskCpf,
  type DateInput,
  type RegisterForm,
} from '@decola/domain';
import type { ChangeEvent } from 'react';
import { cleanPaste } from '../../lib/cleanPaste';
import { Checkbox } from '../../primitives/Checkbox';
import { TextField } from '../../primitives/TextField';

export type PersonalDataFieldsProps = {
  form: RegisterForm;
  errors: Partial<Record<string, string>>;
  onChange: <K extends keyof RegisterForm>(field: K, value: RegisterForm[K]) => void;
  /** The circle variant: the birth date typed as dd/mm/aaaa and the 'Sou estrangeiro' box. */
  circle: boolean;
  /** 'Sou estrangeiro' is ticked (circle only): no CPF. */
  foreigner: boolean;
  onForeignerChange: (foreigner: boolean) => void;
  /** The last day a birth date may be. */
  today: DateInput;
};

/** The register's personal data: name, birth date, CPF and e-mail. */
export function PersonalDataFields({
  form,
  errors,
  onChange,
  circle,
  foreigner,
  onForeignerChange,
  today,
}: PersonalDataFieldsProps) {
  const text =
    <K extends 'name' | 'birthDate' | 'email'>(field: K) =>
    (event: ChangeEvent<HTMLInputElement>) =>
      onChange(field, event.target.value);
  return (
    <>
      <TextField
        label="Nome completo"
        name="name"
        autoComplete="name"
        required
        maxLength={LIMITS.nameMaxLength}
        containerClassName="sm:col-span-2"
        value={form.name}
        error={errors.name}
        onChange={text('name')}
      />
      <TextField
        label="Data de nascimento"
        name="birthDate"
        autoComplete="bday"
        {...(circle
          ? { hint: 'Formato dd/mm/aaaa', placeholder: 'dd/mm/aaaa', maxLength: 10 }
          : { type: 'date', min: LIMITS.birthDateMin, max: toCalendarDay(today) ?? undefined })}
        required
        value={form.birthDate}
        error={errors.birthDate}
        onChange={text('birthDate')}
      />
      <div className="flex flex-col gap-2">
        <TextField
          label="CPF"
          name="document"
          inputMode="numeric"
          autoComplete="off"
          placeholder="000.000.000-00"
          maxLength={LIMITS.cpfMaskedLength}
          required={!foreigner}
          disabled={foreigner}
          value={form.document}
          error={foreigner ? null : errors.document}
          onChange={(event) => onChange('document', maskCpf(event.target.value))}
          onPaste={cleanPaste(unmaskCpf, (document) => onChange('document', maskCpf(document)))}
        />
        {circle && (
          <Checkbox
            label="Sou estrangeiro"
            name="isForeigner"
            checked={form.isForeigner === true}
            onChange={(event) => onForeignerChange(event.target.checked)}
          />
        )}
      </div>
      <TextField
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={LIMITS.emailMaxLength}
        containerClassName="sm:col-span-2"
        value={form.email}
        error={errors.email}
        onChange={text('email')}
      />
    </>
  );
}
