import { useSyncExternalStore } from 'react';
import { loadChunk } from '../../lib/loadChunk';

type Sanitize = (html: string) => string;

/**
 * DOMPurify (~10 KiB gzip) is loaded the first time rich text is shown, not with the page that
 * might show it: the landing's FAQ answers arrive from the network anyway, and the start-up budget
 * has no room for a sanitiser nobody has needed yet. A failed load is retried by the next reader.
 */
let sanitize: Sanitize | null = null;
let loading: Promise<void> | null = null;
const readers = new Set<() => void>();

function load(): Promise<void> {
  loading ??= loadChunk(() => import('./sanitizeHtml')).then(
    (module) => {
      sanitize = module.sanitizeHtml;
      for (const reader of readers) reader();
    },
    () => {
      loading = null;
    },
  );
  return loading;
}

function subscribe(reader: () => void): () => void {
  readers.add(reader);
  void load();
  return () => readers.delete(reader);
}

/** The sanitiser once loaded, null until then (nothing unsanitised is ever rendered meanwhile). */
export const useSanitizer = (): Sanitize | null =>
  useSyncExternalStore(
    subscribe,
    () => sanitize,
    () => null,
  );

/** Starts loading the sanitiser ahead of the first rich text, e.g. while its data is fetched. */
export const preloadSanitizer = (): Promise<void> => load();
