import type { ToastTone } from '@decola/ui';

/** A loader cannot call `useToast`, and the toast must survive the redirect it causes. */
export type Notice = { tone: ToastTone; message: string };
type Listener = (notice: Notice) => void;

const listeners = new Set<Listener>();
const pending: Notice[] = [];

export function announce(notice: Notice): void {
  if (listeners.size === 0) pending.push(notice);
  for (const listener of listeners) listener(notice);
}

/** Subscribes the toaster; notices raised before it mounted are delivered at once. */
export function onNotice(listener: Listener): () => void {
  listeners.add(listener);
  for (const notice of pending.splice(0)) listener(notice);
  return () => listeners.delete(listener);
}
