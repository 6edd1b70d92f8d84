import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS } from './register';
import {
  clearZipLookup,
  isZipLookupUnanswered,
  mergeZipLookup,
  shouldLookUpZip,
} from './zipLookup';

describe('shouldLookUpZip', () => {
  it('starts at 9 characters, the dash included', () => {
    expect(shouldLookUpZip('01310-10')).toBe(false);
    expect(shouldLookUpZip('01310-100')).toBe(true);
    expect(shouldLookUpZip(' 01310-10 ')).toBe(false);
    expect(shouldLookUpZip('')).toBe(false);
  });
});

describe('mergeZipLookup and clearZipLookup', () => {
  const typed = { ...EMPTY_ADDRESS, zipCode: '01310-100', addressNumber: '10', complement: 'ap 2' };
  const found = {
    federalUnit: 'SP',
    city: 'São Paulo',
    district: 'Bela Vista',
    street: 'Avenida Paulista',
  };

  it('fills the four looked-up fields and keeps what was typed', () => {
    expect(mergeZipLookup(typed, found)).toEqual({ ...typed, ...found });
  });

  it('clears the looked-up fields on failure, keeping the zip to fix', () => {
    expect(clearZipLookup({ ...typed, ...found })).toEqual(typed);
  });
});

describe('isZipLookupUnanswered', () => {
  it.each([
    ['offline (no response)', { status: 0, message: 'Erro de conexão.' }],
    ['a server failure', { status: 500, code: 'UNEXPECTED_ERROR' }],
    ['a gateway time-out', { status: 504 }],
  ])('keeps the address after %s: nothing was said about the zip', (_case, failure) => {
    expect(isZipLookupUnanswered(failure)).toBe(true);
  });

  it.each([
    ['a zip the service does not know', { status: 404, code: 'ZIP_CODE_NOT_FOUND' }],
    ['a zip the service refused', { status: 400 }],
    ['a failure without an HTTP status', { code: 'ZIP_NOT_FOUND' }],
    ['an error of the page', new TypeError('x is undefined')],
    ['nothing', undefined],
  ])('clears the address after %s, as spec 1 §4 says', (_case, failure) => {
    expect(isZipLookupUnanswered(failure)).toBe(false);
  });
});
