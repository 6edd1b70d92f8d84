import { accountKey } from '@decola/domain';
import type * as OutboxModule from '../api/outbox';

// The outbox's code is not part of the landing's start-up: it comes with the first private route.
let loaded: Promise<typeof OutboxModule> | null = null;
const outboxModule = () => (loaded ??= import('../api/outbox'));

/** The account is signed in: what it left waiting on this device is sent. */
export function openOutbox(userId: number): void {
  void outboxModule().then(({ outbox }) => outbox.open(accountKey(userId)));
}

/** The session is gone: the writes wait, for this account only, until it signs in again. */
export function holdOutbox(): void {
  void loaded?.then(({ outbox }) => outbox.hold());
}

/** Logout: the account's waiting writes leave the device. */
export async function discardOutbox(userId: number): Promise<void> {
  const { outbox } = await outboxModule();
  await outbox.discard(accountKey(userId));
}
