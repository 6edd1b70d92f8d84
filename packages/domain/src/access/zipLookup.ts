import { LIMITS } from '../constants/limits';
import type { AddressForm } from './register';

/** The zip lookup starts only at 9 characters (the dash included). */
export const shouldLookUpZip = (value: string): boolean =>
  value.trim().length >= LIMITS.zipMaskedLength;

/** The fields the zip lookup answers. */
export interface ZipLookupResult {
  federalUnit: string;
  city: string;
  district: string;
  street: string;
}

/** A found zip fills federalUnit, city, district and street, keeping the typed zip. */
export const mergeZipLookup = (address: AddressForm, found: ZipLookupResult): AddressForm => ({
  ...address,
  federalUnit: found.federalUnit,
  city: found.city,
  district: found.district,
  street: found.street,
});

/**
 * A lookup that got no answer — offline, timed out, or the service failed (5xx) — says nothing
 * about the zip, so the address typed stays; spec 1 §4's clearing is for a zip the
 * service answered it does not know (404, 400, or a failure without an HTTP status).
 */
export function isZipLookupUnanswered(failure: unknown): boolean {
  const status =
    typeof failure === 'object' && failure !== null && 'status' in failure
      ? failure.status
      : undefined;
  return typeof status === 'number' && (status === 0 || status >= 500);
}

/** A failed lookup clears the looked-up fields; the typed zip stays to fix. */
export const clearZipLookup = (address: AddressForm): AddressForm => ({
  ...address,
  federalUnit: '',
  city: '',
  district: '',
  street: '',
});
