import { describe, expect, it } from 'vitest';
import { buildRegisterPayload, EMPTY_ADDRESS, validateRegister } from './register';
import type { RegisterForm } from './register';

const TODAY = new Date(2024, 5, 15);

const form: RegisterForm = {
  name: ' Ana Souza ',
  birthDate: '1990-05-20',
  document: '123.456.789-09',
  email: ' ana@decola.dev ',
  password: ' Abcdef1! ',
  passwordConfirmation: 'Abcdef1!',
  acceptedTerms: true,
  address: {
    zipCode: '01310-100',
    stateID: '25',
    federalUnit: 'SP',
    city: ' São Paulo ',
    district: 'Bela Vista',
    street: 'Avenida Paulista',
    addressNumber: '1000',
    complement: ' ',
  },
};

const fields = (problems: { field?: string }[]) => problems.map((problem) => problem.field);

describe('buildRegisterPayload', () => {
  it('sends trimmed text, CPF digits, numeric stateID and addressNumber', () => {
    expect(buildRegisterPayload(form, 'default')).toEqual({
      name: 'Ana Souza',
      birthDate: '1990-05-20',
      document: '12345678909',
      email: 'ana@decola.dev',
      password: 'Abcdef1!',
      passwordConfirmation: 'Abcdef1!',
      isForeigner: false,
      address: {
        zipCode: '01310100',
        stateID: 25,
        federalUnit: 'SP',
        city: 'São Paulo',
        district: 'Bela Vista',
        street: 'Avenida Paulista',
        addressNumber: 1000,
        complement: '',
      },
    });
  });

  it("turns the circle variant's dd/mm/yyyy birth date into ISO", () => {
    expect(buildRegisterPayload({ ...form, birthDate: '20/05/1990' }, 'circle').birthDate).toBe(
      '1990-05-20',
    );
  });

  it('keeps an unreadable birth date as typed, for the server to refuse', () => {
    expect(buildRegisterPayload({ ...form, birthDate: ' 31/02/1990 ' }, 'circle').birthDate).toBe(
      '31/02/1990',
    );
  });

  it('clears the document of a foreigner in the circle variant and keeps the postal code as typed', () => {
    const payload = buildRegisterPayload(
      { ...form, isForeigner: true, address: { ...EMPTY_ADDRESS, zipCode: ' SW1A 1AA ' } },
      'circle',
    );
    expect(payload.isForeigner).toBe(true);
    expect(payload.document).toBeNull();
    expect(payload.address.zipCode).toBe('SW1A 1AA');
  });

  it('ignores the foreigner flag outside the circle variant, which has no such checkbox', () => {
    const payload = buildRegisterPayload({ ...form, isForeigner: true }, 'default');
    expect(payload.isForeigner).toBe(false);
    expect(payload.document).toBe('12345678909');
  });

  it('sends null for an empty or non-numeric state and number, and an empty address when none', () => {
    const payload = buildRegisterPayload(
      { ...form, address: { ...EMPTY_ADDRESS, stateID: '', addressNumber: 'abc' } },
      'default',
    );
    expect(payload.address.stateID).toBeNull();
    expect(payload.address.addressNumber).toBeNull();
    expect(buildRegisterPayload({ ...form, address: undefined }, 'default').address).toEqual({
      zipCode: '',
      stateID: null,
      federalUnit: '',
      city: '',
      district: '',
      street: '',
      addressNumber: null,
      complement: '',
    });
    expect(
      buildRegisterPayload(
        { ...form, address: { ...EMPTY_ADDRESS, stateID: 7, addressNumber: 0 } },
        'default',
      ).address,
    ).toMatchObject({
      stateID: 7,
      addressNumber: 0,
    });
  });
});

describe('validateRegister', () => {
  it('passes a complete form', () => {
    expect(validateRegister(form, 'default', TODAY)).toEqual([]);
  });

  it('collects every required field at once', () => {
    const empty: RegisterForm = {
      name: ' ',
      birthDate: '',
      document: '',
      email: '',
      password: '',
      passwordConfirmation: '',
      acceptedTerms: false,
    };
    expect(validateRegister(empty, 'default', TODAY)).toEqual([
      { code: 'REQUIRED_FIELD', message: 'Informe seu nome.', field: 'name' },
      { code: 'REQUIRED_FIELD', message: 'Informe sua data de nascimento.', field: 'birthDate' },
      { code: 'REQUIRED_FIELD', message: 'Informe seu CPF.', field: 'document' },
      { code: 'REQUIRED_FIELD', message: 'Informe seu e-mail.', field: 'email' },
      { code: 'REQUIRED_FIELD', message: 'Informe sua senha.', field: 'password' },
      { code: 'REQUIRED_FIELD', message: 'Confirme sua senha.', field: 'passwordConfirmation' },
      {
        code: 'TERMS_NOT_ACCEPTED',
        message: 'É necessário aceitar o Termo de Uso para prosseguir!',
        field: 'acceptedTerms',
      },
    ]);
  });

  it('accepts birth dates from 1900-01-01 to today, both included', () => {
    expect(validateRegister({ ...form, birthDate: '1900-01-01' }, 'default', TODAY)).toEqual([]);
    expect(validateRegister({ ...form, birthDate: '2024-06-15' }, 'default', TODAY)).toEqual([]);
    expect(validateRegister({ ...form, birthDate: '1899-12-31' }, 'default', TODAY)).toEqual([
      {
        code: 'BIRTH_DATE_OUT_OF_RANGE',
        message: 'A data de nascimento deve estar entre 01/01/1900 e hoje.',
        field: 'birthDate',
      },
    ]);
    expect(
      fields(validateRegister({ ...form, birthDate: '2024-06-16' }, 'default', '2024-06-15')),
    ).toEqual(['birthDate']);
  });

  it('checks the circle variant dd/mm/yyyy birth date', () => {
    expect(
      validateRegister(
        {
          ...form,
          birthDate: '15/06/2024',
          password: 'abcdefg1',
          passwordConfirmation: 'abcdefg1',
        },
        'circle',
        TODAY,
      ),
    ).toEqual([]);
    expect(validateRegister({ ...form, birthDate: '30/02/1990' }, 'circle', TODAY)).toEqual([
      {
        code: 'INVALID_DATE',
        message: 'Informe uma data de nascimento válida.',
        field: 'birthDate',
      },
    ]);
  });

  it('skips the upper bound only when today is not a real date', () => {
    expect(validateRegister({ ...form, birthDate: '2030-01-01' }, 'default', 'hoje')).toEqual([]);
  });

  it('needs a CPF of exactly 11 digits', () => {
    expect(
      fields(validateRegister({ ...form, document: '123.456.789-0' }, 'default', TODAY)),
    ).toEqual(['document']);
    expect(validateRegister({ ...form, document: '123.456.789-012' }, 'default', TODAY)).toEqual([
      { code: 'INVALID_CPF', message: 'O CPF deve ter 11 dígitos.', field: 'document' },
    ]);
  });

  it('needs check digits that agree with the first nine', () => {
    expect(validateRegister({ ...form, document: '123.456.789-01' }, 'default', TODAY)).toEqual([
      { code: 'INVALID_CPF', message: 'CPF inválido.', field: 'document' },
    ]);
    expect(
      fields(validateRegister({ ...form, document: '11111111111' }, 'default', TODAY)),
    ).toEqual(['document']);
    expect(validateRegister({ ...form, document: '529.982.247-25' }, 'default', TODAY)).toEqual([]);
  });

  it('does not ask a foreigner in the circle variant for a CPF', () => {
    const circle = { ...form, password: 'abcdefg1', passwordConfirmation: 'abcdefg1' };
    expect(
      validateRegister({ ...circle, document: '', isForeigner: true }, 'circle', TODAY),
    ).toEqual([]);
    expect(
      fields(validateRegister({ ...circle, document: '', isForeigner: false }, 'circle', TODAY)),
    ).toEqual(['document']);
  });

  it('checks the e-mail shape', () => {
    expect(validateRegister({ ...form, email: 'ana@decola' }, 'default', TODAY)).toEqual([
      { code: 'INVALID_EMAIL', message: 'Informe um e-mail válido.', field: 'email' },
    ]);
  });

  it("applies the template's password rules and the confirmation", () => {
    const circlePassword = { ...form, password: 'abcdefg1', passwordConfirmation: 'abcdefg1' };
    expect(validateRegister(circlePassword, 'default', TODAY)).toEqual([
      {
        code: 'INVALID_PASSWORD',
        message: 'A senha não atende aos requisitos.',
        field: 'password',
      },
    ]);
    expect(validateRegister(circlePassword, 'circle', TODAY)).toEqual([]);
    expect(
      validateRegister({ ...form, passwordConfirmation: 'Abcdef1?' }, 'default', TODAY),
    ).toEqual([
      {
        code: 'PASSWORD_MISMATCH',
        message: 'As senhas não coincidem.',
        field: 'passwordConfirmation',
      },
    ]);
  });

  it('accepts an address number from 0 and refuses negatives and fractions', () => {
    const withNumber = (addressNumber: string | number | null) => ({
      ...form,
      address: { ...EMPTY_ADDRESS, addressNumber },
    });
    expect(validateRegister(withNumber(0), 'default', TODAY)).toEqual([]);
    expect(validateRegister(withNumber(''), 'default', TODAY)).toEqual([]);
    expect(validateRegister(withNumber(null), 'default', TODAY)).toEqual([]);
    expect(validateRegister(withNumber('-1'), 'default', TODAY)).toEqual([
      {
        code: 'INVALID_ADDRESS_NUMBER',
        message: 'O número deve ser maior ou igual a 0.',
        field: 'addressNumber',
      },
    ]);
    expect(fields(validateRegister(withNumber('1.5'), 'default', TODAY))).toEqual([
      'addressNumber',
    ]);
    expect(validateRegister({ ...form, address: undefined }, 'default', TODAY)).toEqual([]);
  });

  it('bounds the address number: six digits at most, never a number that loses precision', () => {
    const withNumber = (addressNumber: string | number) => ({
      ...form,
      address: { ...EMPTY_ADDRESS, addressNumber },
    });
    expect(validateRegister(withNumber('999999'), 'default', TODAY)).toEqual([]);
    for (const huge of ['1000000', '9'.repeat(20), 2 ** 60]) {
      expect(validateRegister(withNumber(huge), 'default', TODAY)).toEqual([
        {
          code: 'INVALID_ADDRESS_NUMBER',
          message: 'O número deve ter no máximo 6 dígitos.',
          field: 'addressNumber',
        },
      ]);
    }
    expect(fields(validateRegister(withNumber('1e3'), 'default', TODAY))).toEqual([
      'addressNumber',
    ]);
  });

  it('takes a name made only of invisible marks as no name', () => {
    expect(fields(validateRegister({ ...form, name: '\u200b\u202e ' }, 'default', TODAY))).toEqual([
      'name',
    ]);
  });
});

describe('buildRegisterPayload and invisible marks', () => {
  it('drops zero-width characters and bidi controls from the name and the e-mail', () => {
    const payload = buildRegisterPayload(
      { ...form, name: 'Ana\u200b Sou\u202eza\u202c', email: '\ufeffana@decola.dev\u200b' },
      'default',
    );
    expect(payload.name).toBe('Ana Souza');
    expect(payload.email).toBe('ana@decola.dev');
  });

  it('sends null for an address number beyond the safe integers rather than a rounded one', () => {
    const payload = buildRegisterPayload(
      { ...form, address: { ...EMPTY_ADDRESS, addressNumber: '9007199254740993' } },
      'default',
    );
    expect(payload.address.addressNumber).toBeNull();
  });
});
