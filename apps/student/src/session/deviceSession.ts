import { accountKey } from '@decola/domain';
import type * as DraftsModule from '../drafts';
import type * as OutboxModule from '../api/outbox';
import { whenDeviceDataHolds } from './deviceHold';

// What the device keeps for an account (its waiting writes, its drafts) is not part of the
// landing's start-up: it comes with the first private route.
let outboxLoaded: Promise<typeof OutboxModule> | null = null;
let draftsLoaded: Promise<typeof DraftsModule> | null = null;
const outboxModule = () => (outboxLoaded ??= import('../api/outbox'));
const draftsModule = () => (draftsLoaded ??= import('../drafts'));

/** The account is signed in: what it left waiting is sent, what it was writing is read back. */
export function openDeviceData(userId: number): void {
  const account = accountKey(userId);
  void outboxModule().then(({ outbox }) => outbox.open(account));
  void draftsModule().then(({ drafts }) => drafts.open(account));
}

whenDeviceDataHolds(() => {
  void outboxLoaded?.then(({ outbox }) => outbox.hold());
  void draftsLoaded?.then(({ drafts }) => drafts.hold());
});

/** Logout: the account's waiting writes and drafts leave the device. */
export async function discardDeviceData(userId: number): Promise<void> {
  const account = accountKey(userId);
  const [{ outbox }, { drafts }] = await Promise.all([outboxModule(), draftsModule()]);
  await Promise.all([outbox.discard(account), drafts.discard(account)]);
}
