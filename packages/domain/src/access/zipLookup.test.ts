import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS } from './register';
import { clearZipLookup, mergeZipLookup, shouldLookUpZip } from './zipLookup';

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
