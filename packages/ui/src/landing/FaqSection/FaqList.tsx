import { EMPTY_MESSAGES, filterFaq, LIMITS, type FaqItem } from '@decola/domain';
import { useId, useMemo, useState } from 'react';
import { SearchIcon } from '../../icons';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focusRing';
import { AccordionItem } from '../../primitives/AccordionItem';
import { RichText } from '../../primitives/RichText';
import { FAQ_SEARCH_LABEL } from './faqText';

export type FaqListProps = { items: readonly FaqItem[]; defaultSearch: string };

/** The FAQ's search and accordion: a chunk of its own, loaded when the section comes near. */
export function FaqList({ items, defaultSearch }: FaqListProps) {
  const searchId = useId();
  const itemsId = useId();
  const [search, setSearch] = useState(defaultSearch);
  // Open state by position in the whole list, so an answer stays open while the search changes.
  const [openItems, setOpenItems] = useState<ReadonlySet<number>>(() => new Set([0]));
  const visible = useMemo(
    () => filterFaq(items, search).map((item) => ({ item, index: items.indexOf(item) })),
    [items, search],
  );

  const toggle = (index: number) =>
    setOpenItems((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <div className="flex max-w-3xl flex-col gap-4">
      {/* A plain labelled search field until the form primitives (TextField) land in ui. */}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={searchId} className="text-sm font-semibold text-ink">
          {FAQ_SEARCH_LABEL}
        </label>
        <div className="relative">
          <SearchIcon
            size="lg"
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink-muted"
          />
          <input
            id={searchId}
            type="search"
            maxLength={LIMITS.searchMaxLength}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Digite uma palavra da sua pergunta"
            autoComplete="off"
            aria-controls={itemsId}
            className={cn(
              'h-11 w-full rounded-control border border-line bg-surface pr-3 pl-10 text-base text-ink',
              'placeholder:text-ink-muted',
              focusRing,
            )}
          />
        </div>
      </div>

      <div id={itemsId}>
        {visible.length === 0 ? (
          <p role="status" className="rounded-card bg-surface p-4 text-ink-muted">
            {EMPTY_MESSAGES.faqSearch}
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {visible.map(({ item, index }) => (
              <li key={index}>
                <AccordionItem
                  title={item.question}
                  open={openItems.has(index)}
                  onToggle={() => toggle(index)}
                >
                  <RichText html={item.response} />
                </AccordionItem>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
