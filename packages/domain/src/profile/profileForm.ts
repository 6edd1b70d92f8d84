import {
  addressNumberProblems,
  EMPTY_ADDRESS,
  toAddressPayload,
  type AddressForm,
  type AddressPayload,
} from '../access/register';
import { maskZip } from '../format/masks';
import { ERROR_CODES } from '../messages/errorCodes';
import { VALIDATION_MESSAGES } from '../messages/validationMessages';
import { cleanName } from '../shared/text';
import type { ValidationProblem } from '../shared/validation';
import { isBlank } from '../shared/validation';

/** What the profile editor changes: the contract's profile update and the interests. */
export interface ProfileForm {
  name: string;
  socialName: string;
  biography: string;
  /** The current photo's address, or the newly cropped square as a data URI. */
  image: string | null;
  address: AddressForm;
  interestIds: number[];
}

/** The user as the session answers it, the fields the editor starts from. */
export interface ProfileSource {
  name: string;
  socialName?: string | null;
  biography?: string | null;
  image?: string | null;
  address?: Partial<Record<keyof AddressForm, string | number | null>> | null;
}

/** The contract's `UserProfileUpdate` as the editor sends it. */
export interface ProfileUpdate {
  name: string;
  socialName: string;
  biography: string;
  /** Only a new photo: an unchanged one stays as the server has it. */
  image?: string;
  /** The contract's address has no nulls: a state or number not given is left out. */
  address: Partial<{ [K in keyof AddressPayload]: Exclude<AddressPayload[K], null> }>;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The editor's starting values: the user's, the zip shown with its mask (#####-###). */
export function profileFormOf(user: ProfileSource, interestIds: readonly number[]): ProfileForm {
  const address = user.address ?? {};
  return {
    name: user.name,
    socialName: user.socialName ?? '',
    biography: user.biography ?? '',
    image: user.image ?? null,
    address: {
      ...EMPTY_ADDRESS,
      zipCode: maskZip(text(address.zipCode)),
      stateID: address.stateID ?? null,
      federalUnit: text(address.federalUnit),
      city: text(address.city),
      district: text(address.district),
      street: text(address.street),
      addressNumber: address.addressNumber ?? null,
      complement: text(address.complement),
    },
    interestIds: [...interestIds],
  };
}

/** Every problem of the editor's values, collected (the name is required; spec 1 §5's number). */
export function validateProfile(form: ProfileForm): ValidationProblem[] {
  return [
    ...(isBlank(cleanName(form.name))
      ? [
          {
            code: ERROR_CODES.REQUIRED_FIELD,
            message: VALIDATION_MESSAGES.nameRequired,
            field: 'name',
          },
        ]
      : []),
    ...addressNumberProblems(form.address.addressNumber),
  ];
}

/** The update sent, `address.stateID` a number; the photo only when it changed. */
export function buildProfileUpdate(form: ProfileForm, initial: ProfileForm): ProfileUpdate {
  return {
    name: cleanName(form.name),
    socialName: form.socialName.trim(),
    biography: form.biography.trim(),
    ...(form.image && form.image !== initial.image ? { image: form.image } : {}),
    address: Object.fromEntries(
      Object.entries(toAddressPayload(form.address)).filter(([, value]) => value !== null),
    ),
  };
}

/** The values compared field by field, the interests in any order, a select's text as its number. */
function comparable(form: ProfileForm): string {
  return JSON.stringify({
    ...form,
    address: {
      ...form.address,
      stateID: form.address.stateID == null ? '' : String(form.address.stateID),
      addressNumber: form.address.addressNumber == null ? '' : String(form.address.addressNumber),
    },
    interestIds: [...form.interestIds].sort((a, b) => a - b),
  });
}

/** Whether leaving would lose something typed (leaving with unsaved changes asks). */
export const isProfileChanged = (form: ProfileForm, initial: ProfileForm): boolean =>
  comparable(form) !== comparable(initial);
