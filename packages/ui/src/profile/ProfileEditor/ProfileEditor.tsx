import { LIMITS, type ProfileSource } from '@decola/domain';
import type { ComponentType, ReactNode } from 'react';
import { AddressFieldset, type StateOption } from '../../forms/AddressFieldset';
import { cn } from '../../lib/cn';
import type { AsyncState } from '../../lib/asyncState';
import { InterestPicker, type Interest } from '../../onboarding/InterestPicker';
import { Button } from '../../primitives/Button';
import { FormError } from '../../primitives/FormError';
import { SectionBoundary } from '../../primitives/SectionBoundary';
import { CompaniesList, type ProfileCompany } from './CompaniesList';
import { PersonalInformationFields } from './PersonalInformationFields';
import { PhotoField } from './PhotoField';
import { ProfilePanel } from './ProfilePanel';
import { PROFILE_EDITOR_TEXT as TEXT } from './profileEditorText';
import { useProfileEditor, type ProfileEditorOptions } from './useProfileEditor';

export type ProfileEditorProps = ProfileEditorOptions & {
  user: ProfileSource & { email: string; document?: string | null };
  companies: readonly ProfileCompany[];
  states: readonly StateOption[];
  /** Every interest to pick from, and their load. */
  interests: readonly Interest[];
  interestsState?: AsyncState;
  /** 'Refazer apresentação': the app sets the redo flag and opens the onboarding at step 1. */
  onRedoOnboarding: () => void;
  /** What keeps each panel's failure to itself: the app's boundary (it logs and retries). */
  boundary?: ComponentType<{ text: string; children: ReactNode }>;
  className?: string;
};

/**
 * `profile/edit`: photo, personal information, address with the zip lookup
 * and interests, saved together; then the companies and 'Refazer apresentação'.
 */
export function ProfileEditor({
  user,
  companies,
  states,
  interests,
  interestsState,
  onRedoOnboarding,
  boundary: Boundary = SectionBoundary,
  className,
  ...options
}: ProfileEditorProps) {
  const { formRef, form, errors, photoChanged, saving, saveError, zipLookup, ...edit } =
    useProfileEditor({ user, states, ...options });

  return (
    <div
      data-slot="profile-editor"
      className={cn('mx-auto flex w-full max-w-3xl flex-col gap-6 px-gutter py-section', className)}
    >
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{TEXT.title}</h1>

      <form
        ref={formRef}
        aria-label={TEXT.title}
        noValidate
        onSubmit={(event) => void edit.submit(event)}
        className="flex flex-col gap-6"
      >
        <Boundary text={TEXT.panelError.photo}>
          <ProfilePanel title={TEXT.photo}>
            <PhotoField
              image={form.image}
              changed={photoChanged}
              name={form.name}
              onChange={(image) => edit.setField('image', image)}
            />
          </ProfilePanel>
        </Boundary>

        <Boundary text={TEXT.panelError.personal}>
          <ProfilePanel title={TEXT.personal}>
            <PersonalInformationFields
              form={form}
              email={user.email}
              document={user.document}
              errors={errors}
              onChange={(field, value) => edit.setField(field, value)}
            />
          </ProfilePanel>
        </Boundary>

        <Boundary text={TEXT.panelError.address}>
          <ProfilePanel>
            <AddressFieldset
              address={form.address}
              onChange={edit.changeAddress}
              states={states}
              zipLookup={zipLookup}
              zipMaxLength={LIMITS.zipMaskedLength}
              errors={errors}
            />
          </ProfilePanel>
        </Boundary>

        <Boundary text={TEXT.panelError.interests}>
          <ProfilePanel title={TEXT.interests}>
            <InterestPicker
              interests={interests}
              state={interestsState}
              selected={form.interestIds}
              onChange={(selected) => edit.setField('interestIds', selected)}
            />
          </ProfilePanel>
        </Boundary>

        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
          <FormError message={saveError} className="sm:me-auto" />
          <Button type="submit" loading={saving}>
            {TEXT.save}
          </Button>
        </div>
      </form>

      <Boundary text={TEXT.panelError.companies}>
        <ProfilePanel title={TEXT.companies}>
          <CompaniesList companies={companies} />
        </ProfilePanel>
      </Boundary>

      <Boundary text={TEXT.panelError.onboarding}>
        <ProfilePanel title={TEXT.onboarding}>
          <p className="text-sm text-ink-muted">{TEXT.onboardingText}</p>
          <Button variant="secondary" className="self-start" onClick={onRedoOnboarding}>
            {TEXT.redoOnboarding}
          </Button>
        </ProfilePanel>
      </Boundary>
    </div>
  );
}
