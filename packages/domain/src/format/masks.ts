import { LIMITS } from '../constants/limits';

const digitsOf = (value: string): string => value.replace(/\D/g, '');

/** ###.###.###-##, masked as the learner types. */
export function maskCpf(value: string): string {
  const digits = digitsOf(value).slice(0, LIMITS.cpfDigits);
  const groups = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)].filter(Boolean);
  const checkDigits = digits.slice(9);
  return groups.join('.') + (checkDigits ? `-${checkDigits}` : '');
}

/** The CPF digits only, as the API wants them. */
export const unmaskCpf = (value: string): string => digitsOf(value);

/** Zip shown as #####-###, masked as the learner types. */
export function maskZip(value: string): string {
  const digits = digitsOf(value).slice(0, LIMITS.zipDigits);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

export const unmaskZip = (value: string): string => digitsOf(value);
