import {
  buildRegisterPayload,
  MESSAGES,
  validateRegister,
  type AddressForm,
  type RegisterForm,
} from '@decola/domain';
import type { UserRecord } from '../../db/core';
import type { Schemas } from '../../db/schemas';
import { database, nextId, now } from '../../db/store';
import { http } from '../../http';
import { invalid } from '../../respond';
import { BRAZILIAN_STATES, stateByNumber } from '../../seed/access/states';
import { findZipCode } from '../../seed/access/zipCodes';
import { passwordStrength } from './passwordStrength';
import {
  bodyOf,
  findUserByDocument,
  findUserByEmail,
  requestTemplate,
  toPublicUser,
} from './users';

export const EMAIL_ALREADY_REGISTERED = {
  code: 'EMAIL_ALREADY_REGISTERED',
  message: 'Este e-mail já está cadastrado.',
} as const;

export const CPF_ALREADY_REGISTERED = {
  code: 'CPF_ALREADY_REGISTERED',
  message: 'Este CPF já está cadastrado.',
} as const;

const text = (value: unknown): string => (value == null ? '' : String(value));

/** The register body as the domain's form, so the server applies the same rules. */
function registerForm(body: Partial<Schemas['RegisterUser']>): RegisterForm {
  const address = body.address;
  const addressForm: AddressForm | undefined = address && {
    zipCode: text(address.zipCode),
    stateID: address.stateID ?? null,
    federalUnit: text(address.federalUnit),
    city: text(address.city),
    district: text(address.district),
    street: text(address.street),
    addressNumber: address.addressNumber ?? null,
    complement: text(address.complement),
  };
  return {
    name: text(body.name),
    birthDate: text(body.birthDate),
    document: text(body.document),
    email: text(body.email),
    password: text(body.password),
    passwordConfirmation: text(body.passwordConfirmation),
    isForeigner: body.isForeigner === true,
    // The modal does not send without the terms box ticked; the call has no such field.
    acceptedTerms: true,
    ...(addressForm ? { address: addressForm } : {}),
  };
}

/** The address to keep: only what was filled; the UF follows the chosen state when it is missing. */
function storedAddress(
  address: ReturnType<typeof buildRegisterPayload>['address'],
): Schemas['Address'] | undefined {
  const kept: Schemas['Address'] = {};
  if (address.zipCode) kept.zipCode = address.zipCode.replace(/^(\d{5})(\d{3})$/, '$1-$2');
  if (address.stateID !== null) kept.stateID = address.stateID;
  const federalUnit =
    address.federalUnit ||
    (address.stateID !== null ? (stateByNumber(address.stateID)?.id ?? '') : '');
  if (federalUnit) kept.federalUnit = federalUnit;
  if (address.city) kept.city = address.city;
  if (address.district) kept.district = address.district;
  if (address.street) kept.street = address.street;
  if (address.addressNumber !== null) kept.addressNumber = address.addressNumber;
  if (address.complement) kept.complement = address.complement;
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/** Account creation, its state and zip lookups, and the password strength meter. */
export const registerHandlers = [
  http.post('/api/register', async ({ request, response }) => {
    const template = requestTemplate(request);
    const form = registerForm(await bodyOf(request));
    const problems = validateRegister(form, template, now());
    if (problems.length > 0) return invalid(problems);
    const payload = buildRegisterPayload(form, template);
    if (findUserByEmail(payload.email)) {
      return response(400).json(EMAIL_ALREADY_REGISTERED);
    }
    if (payload.document && findUserByDocument(payload.document)) {
      return response(400).json(CPF_ALREADY_REGISTERED);
    }
    const address = storedAddress(payload.address);
    // A self-registered learner belongs to no company yet and goes through onboarding.
    const user: UserRecord = {
      id: nextId(),
      name: payload.name,
      socialName: null,
      email: payload.email,
      image: null,
      biography: null,
      userType: 1,
      companies: [],
      dcoins: 0,
      isFirstLogin: true,
      isImported: false,
      passwordModifiedAt: now().toISOString(),
      needAcceptNewTerm: false,
      completeCourses: 0,
      totalWatched: 0,
      percentageUser: 0,
      interests: null,
      ...(address ? { address } : {}),
      password: payload.password,
      document: payload.document || null,
      birthDate: payload.birthDate,
      badgeCode: null,
      mothersName: null,
    };
    database().users.push(user);
    return response(200).json({ data: toPublicUser(user) });
  }),

  http.get('/api/decola/states', ({ response }) =>
    response(200).json({ states: structuredClone([...BRAZILIAN_STATES]) }),
  ),

  http.get('/api/decola/cep/{zipCode}', ({ params, response }) => {
    const address = findZipCode(String(params.zipCode));
    if (!address)
      return response(404).json({
        code: 'ZIP_CODE_NOT_FOUND',
        message: MESSAGES.errors.zipNotFound,
      });
    return response(200).json({ data: { ...address } });
  }),

  http.post('/api/decola/get/password/security', async ({ request, response }) => {
    const { password } = await bodyOf(request);
    if (typeof password !== 'string') {
      return invalid([
        {
          code: 'REQUIRED_FIELD',
          message: MESSAGES.validation.passwordRequired,
          field: 'password',
        },
      ]);
    }
    return response(200).json({ data: passwordStrength(password) });
  }),
];
