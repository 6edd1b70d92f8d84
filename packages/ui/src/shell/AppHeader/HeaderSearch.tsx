import { LIMITS } from '@decola/domain';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { cn } from '../../lib/cn';
import { FOCUS_RING } from '../../lib/focusRing';
import { SearchIcon } from '../../icons';

export type HeaderSearchProps = {
  /** The text of the search on screen (the search page's query), shown in the box. */
  value?: string;
  /** Runs the search: 500 ms after the learner stops typing, or at once on Enter. */
  onSearch: (text: string) => void;
  className?: string;
};

const LABEL = 'Pesquisar treinamentos';

/**
 * The header search box: typing waits 500 ms and then searches; Enter searches
 * at once. Emptying the box searches nothing, so clearing it never leads away from the page.
 */
export function HeaderSearch({ value = '', onSearch, className }: HeaderSearchProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [searched, setSearched] = useState<string | null>(null);
  // A new value from the app (another search page, or none) replaces the text, adjusting state as
  // React's docs do; the echo of the search just sent does not, so keys typed since are kept.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (value.trim() !== searched?.trim()) setText(value);
  }

  function search(next: string) {
    setSearched(next);
    onSearch(next);
  }

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const next = event.target.value;
    setText(next);
    clearTimeout(timer.current);
    if (!next.trim()) return;
    timer.current = setTimeout(() => search(next), LIMITS.debounceMs.search);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clearTimeout(timer.current);
    search(text);
  }

  return (
    <form
      role="search"
      aria-label={LABEL}
      onSubmit={handleSubmit}
      data-slot="header-search"
      className={cn('relative flex items-center', className)}
    >
      <label htmlFor={id} className="sr-only">
        {LABEL}
      </label>
      <input
        id={id}
        type="search"
        maxLength={LIMITS.searchMaxLength}
        value={text}
        onChange={handleChange}
        placeholder={LABEL}
        autoComplete="off"
        className={cn(
          'h-10 w-full rounded-pill border border-line bg-surface-muted ps-4 pe-11 text-sm text-ink',
          'placeholder:text-ink-muted focus-visible:border-primary-ink focus-visible:bg-surface',
          FOCUS_RING.near,
        )}
      />
      <button
        type="submit"
        className={cn(
          'absolute end-1 inline-flex size-8 items-center justify-center rounded-pill text-ink-muted',
          'hover:bg-primary-soft hover:text-primary-ink',
          FOCUS_RING.near,
        )}
      >
        <SearchIcon size="md" />
        <span className="sr-only">Pesquisar</span>
      </button>
    </form>
  );
}
