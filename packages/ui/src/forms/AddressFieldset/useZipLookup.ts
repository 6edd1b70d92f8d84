import {
  clearZipLookup,
  displayErrorMessage,
  ERROR_MESSAGES,
  isZipLookupUnanswered,
  mergeZipLookup,
  type AddressForm,
  type ZipLookupResult,
} from '@decola/domain';
import { useRef, useState } from 'react';

/** A state of the address select: `id` is the UF the zip lookup answers. */
export type StateOption = { id: string; label: string; stateID: number };

/** `failed`: the lookup got no answer (offline, 5xx); the address typed stays. */
export type ZipLookupStatus = 'idle' | 'loading' | 'found' | 'notFound' | 'failed';

/** A change to the address, applied to the latest one (a lookup answers after more typing). */
export type AddressChange = (current: AddressForm) => AddressForm;

export type ZipLookupOptions = {
  states: readonly StateOption[];
  /**
   * Resolves with the address of a zip, or null when it does not exist; a rejection with HTTP
   * status 0 or 5xx is a lookup that got no answer, any other a zip that does not exist.
   */
  onZipLookup: (zipCode: string) => Promise<ZipLookupResult | null | undefined>;
  /** Receives the lookup's fill, or its clearing when the zip does not exist. */
  onAddressChange: (change: AddressChange) => void;
};

export type ZipLookup = ReturnType<typeof useZipLookup>;

/**
 * The zip lookup of an address: a found zip fills the state, city, district and
 * street; a zip that does not exist clears them. Only the latest lookup's answer counts.
 */
export function useZipLookup({ states, onZipLookup, onAddressChange }: ZipLookupOptions) {
  const [status, setStatus] = useState<ZipLookupStatus>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef(0);

  function lookUp(zipCode: string) {
    const request = ++latest.current;
    setStatus('loading');
    setFailure(null);
    Promise.resolve()
      .then(() => onZipLookup(zipCode))
      .then((found) => {
        if (!found) throw new Error(ERROR_MESSAGES.zipNotFound);
        if (request !== latest.current) return;
        const state = states.find((option) => option.id === found.federalUnit);
        onAddressChange((current) => ({
          ...mergeZipLookup(current, found),
          stateID: state ? state.stateID : current.stateID,
        }));
        setStatus('found');
      })
      .catch((error: unknown) => {
        if (request !== latest.current) return;
        if (isZipLookupUnanswered(error)) {
          setFailure(displayErrorMessage(error));
          setStatus('failed');
          return;
        }
        // A zip that does not exist clears the address, the state included.
        onAddressChange((current) => ({ ...clearZipLookup(current), stateID: null }));
        setStatus('notFound');
      });
  }

  /** Forgets the lookup in flight, if any (the zip got shorter, or the learner is a foreigner). */
  function cancel() {
    latest.current++;
    setStatus('idle');
    setFailure(null);
  }

  /** What the zip field says about the lookup, if anything. */
  const message =
    status === 'notFound' ? ERROR_MESSAGES.zipNotFound : status === 'failed' ? failure : null;

  return { status, message, lookUp, cancel };
}
