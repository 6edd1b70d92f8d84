import { filterFaq, type FaqItem, EMPTY_MESSAGES, ERROR_MESSAGES } from '@decola/domain';
import { useEffect, useId, useMemo, useState } from 'react';
import { cn } from '../../lib/cn';
import type { LoadStatus } from '../../lib/status';
import { TONE_CLASSES } from '../../lib/tone';
import { Button } from '../../primitives/Button';
import { preloadSanitizer, RichText } from '../../primitives/RichText';
import { Spinner } from '../../primitives/Spinner';
import { LandingSection } from '../shared/LandingSection';
import { ChevronDownIcon, SearchIcon } from '../../icons';

export type FaqSectionProps = {
  /** The questions and answers (spec 1 §7 GET /api/list/faq). */
  items: readonly FaqItem[];
  /** Their load; a failure says 'Ocorreu um erro ao carregar as informações.' (spec 1 §8). */
  status?: LoadStatus;
  /** Offered with the load failure; without it the failure is only reported. */
  onRetry?: () => void;
  /** The search text to start with. */
  defaultSearch?: string;
  /** The section's anchor for in-page links. */
  id?: string;
  className?: string;
};

export const FAQ_TITLE = 'Perguntas frequentes';
export const FAQ_SEARCH_LABEL = 'Qual sua dúvida?';

/**
 * The landing's FAQ (spec 1 §1, §5, §8): 'Perguntas frequentes', a search over the questions that
 * ignores case (and accents, domain `filterFaq`), and accordion items whose answers are the
 * server's rich text, sanitised. The first item starts open, as in the dashboard's FAQ panel.
 */
export function FaqSection({
  items,
  status = 'ready',
  onRetry,
  defaultSearch = '',
  id,
  className,
}: FaqSectionProps) {
  // The answers' sanitiser loads while the questions do, so the first answer shows with them.
  useEffect(() => void preloadSanitizer(), []);
  return (
    <LandingSection
      title={FAQ_TITLE}
      eyebrow="Dúvidas"
      intro="Encontre respostas rápidas sobre acesso, cursos e certificados."
      background="muted"
      id={id}
      className={className}
    >
      {status === 'loading' && (
        <div role="status" className="flex items-center gap-3 text-ink-muted">
          <Spinner size="sm" decorative />
          Carregando as perguntas frequentes…
        </div>
      )}
      {status === 'error' && (
        <div
          role="alert"
          className={cn(
            'flex flex-wrap items-center gap-4 rounded-card border p-4 text-ink',
            TONE_CLASSES.danger.border,
            TONE_CLASSES.danger.surface,
          )}
        >
          <p>{ERROR_MESSAGES.faqLoad}</p>
          {onRetry && (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              Tentar novamente
            </Button>
          )}
        </div>
      )}
      {status === 'ready' && <FaqList items={items} defaultSearch={defaultSearch} />}
    </LandingSection>
  );
}

function FaqList({ items, defaultSearch }: { items: readonly FaqItem[]; defaultSearch: string }) {
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
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Digite uma palavra da sua pergunta"
            autoComplete="off"
            aria-controls={itemsId}
            className={cn(
              'h-11 w-full rounded-control border border-line bg-surface pr-3 pl-10 text-base text-ink',
              'placeholder:text-ink-muted',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
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
              <FaqAccordionItem
                key={index}
                item={item}
                open={openItems.has(index)}
                onToggle={() => toggle(index)}
              />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function FaqAccordionItem({
  item,
  open,
  onToggle,
}: {
  item: FaqItem;
  open: boolean;
  onToggle: () => void;
}) {
  const buttonId = useId();
  const panelId = useId();
  return (
    <li
      className="rounded-card border border-line bg-surface"
      data-state={open ? 'open' : 'closed'}
    >
      <h3>
        <button
          id={buttonId}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className={cn(
            'flex w-full items-center justify-between gap-4 rounded-card px-4 py-3 text-left text-base font-semibold text-ink',
            'hover:bg-primary-soft',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
          )}
        >
          {item.question}
          <ChevronDownIcon
            size="lg"
            className={cn('shrink-0 text-primary-ink transition-transform', open && 'rotate-180')}
          />
        </button>
      </h3>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        hidden={!open}
        className="px-4 pb-4 text-ink-muted"
      >
        <RichText html={item.response} />
      </div>
    </li>
  );
}
