import { queryClient } from '../app/queryClient';
import { currentBuild } from '../app/chunkReload';
import { KeptPages } from './keptPages';
import { indexedDbKeptPagesStore, memoryKeptPagesStore } from './keptPagesStore';

/** The tab's kept pages: what the signed-in account saw, for a reload without a connection. */
export const keptPages = new KeptPages({
  client: queryClient,
  store: typeof indexedDB === 'undefined' ? memoryKeptPagesStore() : indexedDbKeptPagesStore(),
  now: () => Date.now(),
  build: currentBuild,
  whenOnline: (then) => window.addEventListener('online', then, { once: true }),
});
