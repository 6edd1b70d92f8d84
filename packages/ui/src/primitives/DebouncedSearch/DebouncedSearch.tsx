import { useState, type FormEvent } from 'react';
import { SearchIcon } from '../../icons';
import { cn } from '../../lib/cn';
import { FOCUS_RING } from '../../lib/focusRing';
import { useDebouncedSearch } from '../../lib/useDebouncedSearch';
import { TextField } from '../TextField';

export type DebouncedSearchProps = {
  /** The field's label, and the search landmark's name. */
  label: string;
  /** The list's search as the URL holds it; a new one (back, forward, a link) replaces the text. */
  value: string;
  /** Runs the search with the trimmed term ('' clears it): 500 ms after the last key, at once on Enter. */
  onSearch: (term: string) => void;
  maxLength: number;
  placeholder?: string;
  className?: string;
};

const SUBMIT_LABEL = 'Pesquisar';

/**
 * A list's search field: it searches 500 ms after the learner stops typing or
 * at once on Enter, never twice in a row for the same term; emptying it searches '' (the list
 * drops its search).
 */
export function DebouncedSearch({
  label,
  value,
  onSearch,
  maxLength,
  placeholder,
  className,
}: DebouncedSearchProps) {
  const [text, setText] = useState(value);
  // The term just sent, until the URL echoes it: that echo must not undo the keys typed since.
  const [sent, setSent] = useState<string | null>(null);
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (value === sent) setSent(null);
    else setText(value);
  }

  const searchNow = useDebouncedSearch(
    text,
    (term) => {
      setSent(term);
      onSearch(term);
    },
    value,
  );

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    searchNow(text);
  }

  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={handleSubmit}
      data-slot="debounced-search"
      className={className}
    >
      <TextField
        label={label}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete="off"
        trailing={
          <button
            type="submit"
            className={cn(
              'inline-flex size-8 items-center justify-center rounded-control text-ink-muted',
              'hover:bg-primary-soft hover:text-primary-ink',
              FOCUS_RING.near,
            )}
          >
            <SearchIcon size="md" />
            <span className="sr-only">{SUBMIT_LABEL}</span>
          </button>
        }
      />
    </form>
  );
}
