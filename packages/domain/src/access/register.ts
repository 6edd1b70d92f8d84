import { LIMITS } from '../constants/limits';
import { isValidCpf } from '../format/cpf';
import { unmaskCpf, unmaskZip } from '../format/masks';
import { ERROR_CODES } from '../messages/errorCodes';
import { ERROR_MESSAGES } from '../messages/errorMessages';
import { VALIDATION_MESSAGES } from '../messages/validationMessages';
import type { DateInput } from '../shared/dates';
import { parseDayInput, toCalendarDay } from '../shared/dates';
import { cleanName, stripInvisibleMarks } from '../shared/text';
import type { ValidationProblem } from '../shared/validation';
import { boundedInteger, isBlank, isEmailAddress } from '../shared/validation';
import type { Template } from '../templates/templateConfig';
import { templateConfig } from '../templates/templateConfig';
import { isPasswordValid, normalizePassword } from './password';

/** The address as the register form holds it: selects and number inputs give text. */
export interface AddressForm {
  zipCode: string;
  stateID: string | number | null;
  federalUnit: string;
  city: string;
  district: string;
  street: string;
  addressNumber: string | number | null;
  complement: string;
}

export interface RegisterForm {
  name: string;
  /** ISO from the date input, or dd/mm/yyyy typed in the circle variant. */
  birthDate: string;
  /** The CPF, masked or not. */
  document: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  isForeigner?: boolean;
  acceptedTerms: boolean;
  address?: AddressForm;
}

/** The register user the API receives. */
export interface RegisterPayload {
  name: string;
  birthDate: string;
  document: string | null;
  email: string;
  password: string;
  passwordConfirmation: string;
  isForeigner: boolean;
  address: AddressPayload;
}

/** The address the API receives, `stateID` and `addressNumber` numbers. */
export interface AddressPayload {
  zipCode: string;
  stateID: number | null;
  federalUnit: string;
  city: string;
  district: string;
  street: string;
  addressNumber: number | null;
  complement: string;
}

export const EMPTY_ADDRESS: AddressForm = {
  zipCode: '',
  stateID: null,
  federalUnit: '',
  city: '',
  district: '',
  street: '',
  addressNumber: null,
  complement: '',
};

/** Only the circle register has the foreigner checkbox. */
const isForeignerIn = (form: RegisterForm, template: Template): boolean =>
  templateConfig(template).registerVariant === 'circle' && form.isForeigner === true;

const ADDRESS_NUMBER = { min: LIMITS.addressNumberMin, max: LIMITS.addressNumberMax };
const STATE_ID = { min: 0, max: Number.MAX_SAFE_INTEGER };

/** A foreigner sends no document and keeps the postal code as typed. */
export function buildRegisterPayload(form: RegisterForm, template: Template): RegisterPayload {
  const isForeigner = isForeignerIn(form, template);
  const address = form.address ?? EMPTY_ADDRESS;
  return {
    name: cleanName(form.name),
    birthDate: parseDayInput(form.birthDate) ?? form.birthDate.trim(),
    document: isForeigner ? null : unmaskCpf(form.document),
    email: stripInvisibleMarks(form.email).trim(),
    password: normalizePassword(form.password),
    passwordConfirmation: normalizePassword(form.passwordConfirmation),
    isForeigner,
    address: toAddressPayload(address, isForeigner),
  };
}

/**
 * The address as sent by the register and the profile editor (`stateID` converted to
 * a number): a Brazilian zip without its mask, a foreigner's postal code as typed.
 */
export function toAddressPayload(address: AddressForm, isForeigner = false): AddressPayload {
  return {
    zipCode: isForeigner ? address.zipCode.trim() : unmaskZip(address.zipCode),
    stateID: boundedInteger(address.stateID, STATE_ID),
    federalUnit: address.federalUnit.trim(),
    city: address.city.trim(),
    district: address.district.trim(),
    street: address.street.trim(),
    addressNumber: boundedInteger(address.addressNumber, ADDRESS_NUMBER),
    complement: address.complement.trim(),
  };
}

const problem = (code: string, message: string, field: string): ValidationProblem => ({
  code,
  message,
  field,
});

function birthDateProblems(value: string, today: DateInput): ValidationProblem[] {
  if (isBlank(value)) {
    return [
      problem(ERROR_CODES.REQUIRED_FIELD, VALIDATION_MESSAGES.birthDateRequired, 'birthDate'),
    ];
  }
  const day = parseDayInput(value);
  if (day === null) {
    return [problem(ERROR_CODES.INVALID_DATE, VALIDATION_MESSAGES.birthDateInvalid, 'birthDate')];
  }
  const lastDay = toCalendarDay(today);
  if (day < LIMITS.birthDateMin || (lastDay !== null && day > lastDay)) {
    return [
      problem(
        ERROR_CODES.BIRTH_DATE_OUT_OF_RANGE,
        VALIDATION_MESSAGES.birthDateOutOfRange,
        'birthDate',
      ),
    ];
  }
  return [];
}

function documentProblems(value: string): ValidationProblem[] {
  if (isBlank(value)) {
    return [problem(ERROR_CODES.REQUIRED_FIELD, VALIDATION_MESSAGES.cpfRequired, 'document')];
  }
  if (unmaskCpf(value).length !== LIMITS.cpfDigits) {
    return [problem(ERROR_CODES.INVALID_CPF, VALIDATION_MESSAGES.cpfInvalid, 'document')];
  }
  return isValidCpf(value)
    ? []
    : [problem(ERROR_CODES.INVALID_CPF, VALIDATION_MESSAGES.cpfCheckDigits, 'document')];
}

function emailProblems(value: string): ValidationProblem[] {
  if (isBlank(value)) {
    return [problem(ERROR_CODES.REQUIRED_FIELD, VALIDATION_MESSAGES.emailRequired, 'email')];
  }
  return isEmailAddress(value)
    ? []
    : [problem(ERROR_CODES.INVALID_EMAIL, VALIDATION_MESSAGES.emailInvalid, 'email')];
}

function passwordProblems(form: RegisterForm, template: Template): ValidationProblem[] {
  const password = normalizePassword(form.password);
  const confirmation = normalizePassword(form.passwordConfirmation);
  const problems: ValidationProblem[] = [];
  if (password === '') {
    problems.push(
      problem(ERROR_CODES.REQUIRED_FIELD, VALIDATION_MESSAGES.passwordRequired, 'password'),
    );
  } else if (!isPasswordValid(password, template)) {
    problems.push(
      problem(ERROR_CODES.INVALID_PASSWORD, VALIDATION_MESSAGES.passwordInvalid, 'password'),
    );
  }
  if (confirmation === '') {
    problems.push(
      problem(
        ERROR_CODES.REQUIRED_FIELD,
        VALIDATION_MESSAGES.passwordConfirmationRequired,
        'passwordConfirmation',
      ),
    );
  } else if (confirmation !== password) {
    problems.push(
      problem(
        ERROR_CODES.PASSWORD_MISMATCH,
        VALIDATION_MESSAGES.passwordMismatch,
        'passwordConfirmation',
      ),
    );
  }
  return problems;
}

/** The address's one rule: a number, when given, is a whole number from 0 to 999999. */
export function addressNumberProblems(value: string | number | null): ValidationProblem[] {
  if (value == null || String(value).trim() === '') return [];
  if (boundedInteger(value, ADDRESS_NUMBER) !== null) return [];
  const tooLarge = /^\d+$/.test(String(value).trim());
  return [
    problem(
      ERROR_CODES.INVALID_ADDRESS_NUMBER,
      tooLarge
        ? VALIDATION_MESSAGES.addressNumberTooLarge
        : VALIDATION_MESSAGES.addressNumberInvalid,
      'addressNumber',
    ),
  ];
}

/** Every register rule, every problem collected. */
export function validateRegister(
  form: RegisterForm,
  template: Template,
  today: DateInput,
): ValidationProblem[] {
  return [
    ...(isBlank(cleanName(form.name))
      ? [problem(ERROR_CODES.REQUIRED_FIELD, VALIDATION_MESSAGES.nameRequired, 'name')]
      : []),
    ...birthDateProblems(form.birthDate, today),
    ...(isForeignerIn(form, template) ? [] : documentProblems(form.document)),
    ...emailProblems(form.email),
    ...passwordProblems(form, template),
    ...addressNumberProblems(form.address?.addressNumber ?? null),
    ...(form.acceptedTerms
      ? []
      : [
          problem(ERROR_CODES.TERMS_NOT_ACCEPTED, ERROR_MESSAGES.termsNotAccepted, 'acceptedTerms'),
        ]),
  ];
}
