import { accountKey } from '@decola/domain';
import type * as DraftsModule from '../drafts';
import type * as OutboxModule from '../api/outbox';
import type * as KeptPagesModule from '../keptPages';
import { whenDeviceDataHolds } from './deviceHold';

// What the device keeps for an account (its waiting writes, its drafts, the pages it saw) is not
// part of the landing's start-up: it comes with the first private route.
let outboxLoaded: Promise<typeof OutboxModule> | null = null;
let draftsLoaded: Promise<typeof DraftsModule> | null = null;
let keptPagesLoaded: Promise<typeof KeptPagesModule> | null = null;
const outboxModule = () => (outboxLoaded ??= import('../api/outbox'));
const draftsModule = () => (draftsLoaded ??= import('../drafts'));
const keptPagesModule = () => (keptPagesLoaded ??= import('../keptPages'));

/**
 * The account is signed in: what it left waiting is sent, what it was writing is read back, what
 * it sees is kept for a reload offline.
 */
export function openDeviceData(userId: number): void {
  const account = accountKey(userId);
  void outboxModule().then(({ outbox }) => outbox.open(account));
  void draftsModule().then(({ drafts }) => drafts.open(account));
  // A demo build never opens offline (MSW's worker keeps no shell): nothing to keep its pages for.
  if (!__DEMO_BACKEND__) void keptPagesModule().then(({ keptPages }) => keptPages.open(userId));
}

whenDeviceDataHolds(() => {
  void outboxLoaded?.then(({ outbox }) => outbox.hold());
  void draftsLoaded?.then(({ drafts }) => drafts.hold());
  void keptPagesLoaded?.then(({ keptPages }) => keptPages.hold());
});

/** Logout: the account's waiting writes, drafts and kept pages leave the device. */
export async function discardDeviceData(userId: number): Promise<void> {
  const account = accountKey(userId);
  const [{ outbox }, { drafts }, { keptPages }] = await Promise.all([
    outboxModule(),
    draftsModule(),
    keptPagesModule(),
  ]);
  await Promise.all([outbox.discard(account), drafts.discard(account), keptPages.discard(userId)]);
}

/**
 * A private page opened without a connection and no user in memory: the pages the account saw
 * last come back, its user among them; says whether they did.
 */
export async function restoreKeptPages(): Promise<boolean> {
  if (__DEMO_BACKEND__) return false;
  try {
    return await (await keptPagesModule()).keptPages.restore();
  } catch {
    return false;
  }
}
