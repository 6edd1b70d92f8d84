import { useSyncExternalStore } from 'react';
import { drafts } from './index';

const subscribe = (listener: () => void) => drafts.subscribe(listener);
const current = () => drafts.current();

export interface Draft<Value> {
  /**
   * The account's drafts are read. A form reads its draft once, when it opens: one opened before
   * is opened again (keyed by this) to start from it.
   */
  ready: boolean;
  /** What the form holds, as last kept; null when nothing is. */
  value: Value | null;
  /** A change to the form; an empty one forgets the draft. */
  save: (value: Value | null) => void;
  /** Sent, or waiting in the outbox: nothing to restore any more. */
  clear: () => void;
}

/** The draft of one form (`place`: see places.ts), for the signed-in account. */
export function useDraft<Value>(place: string): Draft<Value> {
  const snapshot = useSyncExternalStore(subscribe, current);
  return {
    ready: snapshot.ready,
    value: (snapshot.values.get(place) as Value | undefined) ?? null,
    save: (value) => drafts.save(place, value),
    clear: () => drafts.clear(place),
  };
}
