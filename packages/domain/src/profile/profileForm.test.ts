import { describe, expect, it } from 'vitest';
import {
  buildProfileUpdate,
  isProfileChanged,
  profileFormOf,
  validateProfile,
  type ProfileSource,
} from './profileForm';

const USER: ProfileSource = {
  name: 'Ana Carolina Ribeiro',
  socialName: 'Carol',
  biography: 'Engenheira civil.',
  image: '/student/demo/img/avatar-1.svg',
  address: {
    zipCode: '01310100',
    stateID: 25,
    federalUnit: 'SP',
    city: 'São Paulo',
    district: 'Bela Vista',
    street: 'Avenida Paulista',
    addressNumber: 1578,
    complement: 'Conjunto 42',
  },
};

describe('profileFormOf', () => {
  it("starts from the user's values, the zip masked", () => {
    expect(profileFormOf(USER, [2, 5])).toEqual({
      name: 'Ana Carolina Ribeiro',
      socialName: 'Carol',
      biography: 'Engenheira civil.',
      image: '/student/demo/img/avatar-1.svg',
      address: { ...USER.address, zipCode: '01310-100' },
      interestIds: [2, 5],
    });
  });

  it('fills what the user lacks with empty values', () => {
    expect(profileFormOf({ name: 'Rui', address: { stateID: 7 } }, [])).toEqual({
      name: 'Rui',
      socialName: '',
      biography: '',
      image: null,
      address: {
        zipCode: '',
        stateID: 7,
        federalUnit: '',
        city: '',
        district: '',
        street: '',
        addressNumber: null,
        complement: '',
      },
      interestIds: [],
    });
    expect(profileFormOf({ name: 'Rui', address: null }, []).address.zipCode).toBe('');
  });
});

describe('validateProfile', () => {
  it('asks for a name and a whole number, every problem at once', () => {
    const form = profileFormOf(USER, []);
    expect(validateProfile(form)).toEqual([]);
    expect(
      validateProfile({
        ...form,
        name: ' \u200b ',
        address: { ...form.address, addressNumber: '-1' },
      }),
    ).toEqual([
      { code: 'REQUIRED_FIELD', message: 'Informe seu nome.', field: 'name' },
      {
        code: 'INVALID_ADDRESS_NUMBER',
        message: 'O número deve ser maior ou igual a 0.',
        field: 'addressNumber',
      },
    ]);
  });
});

describe('buildProfileUpdate', () => {
  const initial = profileFormOf(USER, [2]);

  it('sends trimmed text and the address with stateID and number as numbers (spec 2 §5)', () => {
    const form = {
      ...initial,
      socialName: ' Carolzinha ',
      biography: ' Coordenadora. ',
      address: { ...initial.address, stateID: '16', addressNumber: '12', city: ' Curitiba ' },
    };
    expect(buildProfileUpdate(form, initial)).toEqual({
      name: 'Ana Carolina Ribeiro',
      socialName: 'Carolzinha',
      biography: 'Coordenadora.',
      address: {
        zipCode: '01310100',
        stateID: 16,
        federalUnit: 'SP',
        city: 'Curitiba',
        district: 'Bela Vista',
        street: 'Avenida Paulista',
        addressNumber: 12,
        complement: 'Conjunto 42',
      },
    });
  });

  it('leaves out a state and a number not given (the contract has no nulls)', () => {
    const form = { ...initial, address: { ...initial.address, stateID: null, addressNumber: '' } };
    expect(buildProfileUpdate(form, initial).address).toEqual({
      zipCode: '01310100',
      federalUnit: 'SP',
      city: 'São Paulo',
      district: 'Bela Vista',
      street: 'Avenida Paulista',
      complement: 'Conjunto 42',
    });
  });

  it('sends the photo only when a new one was cropped', () => {
    expect(buildProfileUpdate(initial, initial)).not.toHaveProperty('image');
    expect(
      buildProfileUpdate({ ...initial, image: 'data:image/webp;base64,AAAA' }, initial).image,
    ).toBe('data:image/webp;base64,AAAA');
  });
});

describe('isProfileChanged', () => {
  const initial = profileFormOf(USER, [2, 5]);

  it('is false for the same values, a select giving the state as text, interests in any order', () => {
    expect(isProfileChanged({ ...initial }, initial)).toBe(false);
    expect(
      isProfileChanged(
        {
          ...initial,
          address: { ...initial.address, stateID: '25', addressNumber: '1578' },
          interestIds: [5, 2],
        },
        initial,
      ),
    ).toBe(false);
  });

  it('is true once anything differs', () => {
    expect(isProfileChanged({ ...initial, biography: 'Outra.' }, initial)).toBe(true);
    expect(isProfileChanged({ ...initial, interestIds: [2] }, initial)).toBe(true);
    expect(
      isProfileChanged({ ...initial, address: { ...initial.address, stateID: null } }, initial),
    ).toBe(true);
    expect(
      isProfileChanged(
        { ...initial, address: { ...initial.address, addressNumber: null } },
        initial,
      ),
    ).toBe(true);
  });
});
