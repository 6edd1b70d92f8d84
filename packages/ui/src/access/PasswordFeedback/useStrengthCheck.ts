import { isPasswordValid, LIMITS, normalizePassword, type Template } from '@decola/domain';
import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Asks the app for a password's strength 200 ms after typing stops, only when the
 * password meets every rule of the template; asks with '' (clear it) once it stops meeting them.
 */
export function useStrengthCheck(
  password: string,
  template: Template,
  onStrengthCheck: ((password: string) => void) | undefined,
) {
  const normalized = normalizePassword(password);
  const valid = isPasswordValid(normalized, template);
  const lastRequest = useRef('');
  const request = useEffectEvent((value: string) => {
    if (value === lastRequest.current) return;
    lastRequest.current = value;
    onStrengthCheck?.(value);
  });
  useEffect(() => {
    if (!valid) {
      request('');
      return;
    }
    const timer = setTimeout(() => request(normalized), LIMITS.debounceMs.passwordStrength);
    return () => clearTimeout(timer);
  }, [normalized, valid]);
}
