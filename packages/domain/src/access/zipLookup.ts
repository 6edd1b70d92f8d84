import { LIMITS } from '../constants/limits';
import type { AddressForm } from './register';

/** spec 1 §5: the zip lookup starts only at 9 characters (the dash included). */
export const shouldLookUpZip = (value: string): boolean =>
  value.trim().length >= LIMITS.zipMaskedLength;

/** The fields the zip lookup answers (spec 1 §7). */
export interface ZipLookupResult {
  federalUnit: string;
  city: string;
  district: string;
  street: string;
}

/** spec 1 §4: a found zip fills federalUnit, city, district and street, keeping the typed zip. */
export const mergeZipLookup = (address: AddressForm, found: ZipLookupResult): AddressForm => ({
  ...address,
  federalUnit: found.federalUnit,
  city: found.city,
  district: found.district,
  street: found.street,
});

/** spec 1 §4 and §8: a failed lookup clears the looked-up fields; the typed zip stays to fix. */
export const clearZipLookup = (address: AddressForm): AddressForm => ({
  ...address,
  federalUnit: '',
  city: '',
  district: '',
  street: '',
});
