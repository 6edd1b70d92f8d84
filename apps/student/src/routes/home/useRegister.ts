import { SuccessMessage } from '@decola/api-client';
import type { PasswordStrength, RegisterPayload, ZipLookupResult } from '@decola/domain';
import { useToast } from '@decola/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { accessMutation, accessQuery } from '../../api/access';
import { queryClient } from '../../app/queryClient';

type WithoutNulls<T> = { [K in keyof T]: Exclude<T[K], null> };

/** The fields of `value` that hold something: nulls are dropped. */
function withoutNulls<T extends object>(value: T): Partial<WithoutNulls<T>> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== null)) as Partial<
    WithoutNulls<T>
  >;
}

/** A failed register rejects, so the modal keeps every value. */
export function useRegister(open: boolean, close: () => void) {
  const toast = useToast();
  const states = useQuery({ ...accessQuery.states(), enabled: open });
  const register = useMutation(accessMutation.register());
  const strengthCheck = useMutation(accessMutation.passwordStrength());
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  // Answers can come back out of order: only the one for the latest password is shown.
  const latestPassword = useRef('');

  async function checkStrength(password: string) {
    latestPassword.current = password;
    if (!password) return setStrength(null);
    try {
      const answer = await strengthCheck.mutateAsync({ password });
      if (latestPassword.current === password) setStrength(answer);
    } catch {
      // The label is a hint: without it the form still validates the password's rules.
      if (latestPassword.current === password) setStrength(null);
    }
  }

  // The failure goes through with its status: the modal clears the address for a zip the service
  // does not know, and keeps it when the lookup got no answer (offline, 5xx).
  const lookUpZip = (zipCode: string): Promise<ZipLookupResult> =>
    queryClient.fetchQuery(accessQuery.zipCode(zipCode));

  async function submit({ document, address, ...payload }: RegisterPayload) {
    // Left out rather than sent as null, as the contract has it.
    await register.mutateAsync({
      ...payload,
      ...withoutNulls({ document }),
      address: withoutNulls(address),
    });
    toast.show('success', SuccessMessage.registered);
    close();
  }

  return {
    states: states.data ?? [],
    strength,
    checkStrength: (password: string) => void checkStrength(password),
    lookUpZip,
    submit,
  };
}
