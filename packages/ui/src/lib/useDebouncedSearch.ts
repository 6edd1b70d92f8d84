import { LIMITS } from '@decola/domain';
import { useCallback, useEffect, useRef } from 'react';

/**
 * Calls `onSearch` with the trimmed `text` once it has been still for 500 ms (spec 2
 * §9), never twice in a row for the same term. `settled` is the term already in place (the list's
 * search in the URL): it is not searched again. Returns a search that runs at once (Enter).
 */
export function useDebouncedSearch(
  text: string,
  onSearch: (term: string) => void,
  settled = '',
): (term: string) => void {
  const latest = useRef(onSearch);
  const searched = useRef(settled.trim());
  useEffect(() => {
    latest.current = onSearch;
  });
  // Declared before the wait below, so a term arriving from outside is in place when it runs.
  useEffect(() => {
    searched.current = settled.trim();
  }, [settled]);

  const searchNow = useCallback((term: string) => {
    const trimmed = term.trim();
    if (trimmed === searched.current) return;
    searched.current = trimmed;
    latest.current(trimmed);
  }, []);

  useEffect(() => {
    if (text.trim() === searched.current) return;
    const timer = setTimeout(() => searchNow(text), LIMITS.debounceMs.search);
    return () => clearTimeout(timer);
  }, [text, searchNow]);

  return searchNow;
}
