import { LIMITS, maskCpf, type ProfileForm } from '@decola/domain';
import { TextArea } from '../../primitives/TextArea';
import { TextField } from '../../primitives/TextField';
import { PROFILE_EDITOR_TEXT as TEXT } from './profileEditorText';
import type { ProfileErrors } from './useProfileEditor';

export type PersonalInformationFieldsProps = {
  form: Pick<ProfileForm, 'name' | 'socialName' | 'biography'>;
  email: string;
  /** The CPF's digits; a foreigner has none, so the field is left out. */
  document?: string | null;
  errors: ProfileErrors;
  onChange: (field: 'name' | 'socialName' | 'biography', value: string) => void;
};

/** Name, social name and biography as the profile update carries them; e-mail and CPF read-only. */
export function PersonalInformationFields({
  form,
  email,
  document,
  errors,
  onChange,
}: PersonalInformationFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={TEXT.name}
        name="name"
        autoComplete="name"
        required
        counter
        maxLength={LIMITS.nameMaxLength}
        containerClassName="sm:col-span-2"
        value={form.name}
        error={errors.name}
        onChange={(event) => onChange('name', event.target.value)}
      />
      <TextField
        label={TEXT.socialName}
        name="socialName"
        autoComplete="nickname"
        hint={TEXT.socialNameHint}
        counter
        maxLength={LIMITS.socialNameMaxLength}
        containerClassName="sm:col-span-2"
        value={form.socialName}
        error={errors.socialName}
        onChange={(event) => onChange('socialName', event.target.value)}
      />
      <TextArea
        label={TEXT.biography}
        name="biography"
        rows={4}
        counter
        maxLength={LIMITS.biographyMaxLength}
        containerClassName="sm:col-span-2"
        value={form.biography}
        error={errors.biography}
        onChange={(event) => onChange('biography', event.target.value)}
      />
      <TextField
        label={TEXT.email}
        name="email"
        type="email"
        readOnly
        hint={TEXT.readOnlyHint}
        value={email}
      />
      {document ? (
        <TextField
          label={TEXT.document}
          name="document"
          readOnly
          hint={TEXT.readOnlyHint}
          value={maskCpf(document)}
        />
      ) : null}
    </div>
  );
}
