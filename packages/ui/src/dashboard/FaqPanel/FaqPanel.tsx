import { filterFaq, LIMITS, MESSAGES, type FaqItem } from '@decola/domain';
import { useId, useMemo, useRef, useState, type RefObject } from 'react';
import { InfoCircleIcon } from '../../icons';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focusRing';
import { READY, shownStatus, type AsyncState } from '../../lib/asyncState';
import { AccordionItem } from '../../primitives/AccordionItem';
import { Dialog } from '../../primitives/Dialog';
import { LoadState } from '../../primitives/LoadState';
import { RichText } from '../../primitives/RichText';
import { TextField } from '../../primitives/TextField';

export type FaqPanelProps = {
  /** The signed-in FAQ (spec 1 §7 GET /api/decola/faq/list). */
  items: readonly FaqItem[];
  /** Its load; a failure says 'Ocorreu um erro ao carregar as informações.', with its retry. */
  state?: AsyncState;
  /**
   * The questions whose answers are open, restored from local storage. Read each time
   * the panel opens; without it the first answer starts open.
   */
  openItems?: readonly string[];
  /** Every change of the open answers, for the app to store. */
  onOpenItemsChange?: (items: string[]) => void;
  /** The panel opened (the app may load the FAQ only now). */
  onOpen?: () => void;
  /** Open at first (stories, a link to the FAQ). */
  defaultOpen?: boolean;
  /** Class of the info button, which the dashboard places. */
  className?: string;
};

export const FAQ_PANEL_TITLE = 'Perguntas frequentes';
export const FAQ_PANEL_SEARCH = 'Qual sua dúvida?';

/** The answers are the server's rich text, so they are sanitised. */
export function FaqPanel({
  items,
  state = READY,
  openItems,
  onOpenItemsChange,
  onOpen,
  defaultOpen = false,
  className,
}: FaqPanelProps) {
  const [open, setOpen] = useState(defaultOpen);
  const status = shownStatus(state);
  const search = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
          onOpen?.();
        }}
        aria-haspopup="dialog"
        data-slot="faq-button"
        className={cn(
          'inline-flex size-11 items-center justify-center rounded-full bg-primary text-on-primary shadow-md',
          'hover:bg-primary-strong',
          focusRing,
          className,
        )}
      >
        <InfoCircleIcon size="xl" />
        <span className="sr-only">{FAQ_PANEL_TITLE}</span>
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={FAQ_PANEL_TITLE}
        placement="right"
        size="md"
        initialFocus={status === 'ready' ? search : undefined}
      >
        {status !== 'ready' && (
          <LoadState
            state={state}
            text={{
              loading: 'Carregando as perguntas frequentes…',
              error: MESSAGES.errors.faqLoad,
            }}
          />
        )}
        {status === 'ready' && (
          <FaqAccordion
            items={items}
            searchRef={search}
            initialOpen={openItems}
            onOpenItemsChange={onOpenItemsChange}
          />
        )}
      </Dialog>
    </>
  );
}

function FaqAccordion({
  items,
  searchRef,
  initialOpen,
  onOpenItemsChange,
}: {
  items: readonly FaqItem[];
  searchRef: RefObject<HTMLInputElement | null>;
  initialOpen?: readonly string[];
  onOpenItemsChange?: (items: string[]) => void;
}) {
  const listId = useId();
  const [search, setSearch] = useState('');
  // The first answer starts open, unless an open state was stored. Answers are known
  // by their question, the only stable thing an FAQ item has.
  const [openQuestions, setOpenQuestions] = useState<readonly string[]>(() =>
    initialOpen ? [...initialOpen] : items.slice(0, 1).map((item) => item.question),
  );
  const visible = useMemo(() => filterFaq(items, search), [items, search]);

  const setOpen = (question: string, isOpen: boolean) => {
    const others = openQuestions.filter((open) => open !== question);
    const next = isOpen ? [...others, question] : others;
    setOpenQuestions(next);
    onOpenItemsChange?.(next);
  };

  return (
    <div className="flex flex-col gap-4">
      <TextField
        ref={searchRef}
        type="search"
        label={FAQ_PANEL_SEARCH}
        maxLength={LIMITS.searchMaxLength}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder="Digite uma palavra da sua pergunta"
        autoComplete="off"
        aria-controls={listId}
      />
      <div id={listId}>
        {visible.length === 0 ? (
          <p role="status" className="rounded-card bg-surface-muted p-4 text-sm text-ink-muted">
            {MESSAGES.empty.faqSearch}
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {visible.map((item) => (
              <li key={item.question}>
                <AccordionItem
                  size="sm"
                  title={item.question}
                  open={openQuestions.includes(item.question)}
                  onToggle={() => setOpen(item.question, !openQuestions.includes(item.question))}
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
