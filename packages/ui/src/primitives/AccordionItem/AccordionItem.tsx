import { cva } from 'class-variance-authority';
import { useId, type ReactNode } from 'react';
import { ChevronDownIcon } from '../../icons';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focusRing';

const frame = cva('rounded-card border border-line bg-surface', {
  variants: {
    // The side panel's compact rows mark the open ones by their border as well.
    size: { md: '', sm: 'data-[state=open]:border-primary-ink' },
  },
});

const button = cva(
  [
    'flex w-full items-center justify-between rounded-card px-4 py-3 text-left font-semibold text-ink',
    'hover:bg-primary-soft',
    focusRing,
  ],
  { variants: { size: { md: 'gap-4 text-base', sm: 'gap-3 text-sm' } } },
);

const panel = cva('px-4 pb-4 text-ink-muted', {
  variants: { size: { md: '', sm: 'text-sm' } },
});

export type AccordionItemProps = {
  /** The question or title, the button's name and the answer region's label. */
  title: ReactNode;
  open: boolean;
  onToggle: () => void;
  /** `sm` in narrow panels (the dashboard's FAQ), `md` on a page (the landing's FAQ). */
  size?: 'md' | 'sm';
  /** The answer, kept in the page (hidden) while closed so a search can still find it. */
  children: ReactNode;
};

/** One row of an accordion: a heading with a button that shows or hides its region. */
export function AccordionItem({
  title,
  open,
  onToggle,
  size = 'md',
  children,
}: AccordionItemProps) {
  const buttonId = useId();
  const panelId = useId();
  return (
    <div
      data-slot="accordion-item"
      data-state={open ? 'open' : 'closed'}
      className={frame({ size })}
    >
      <h3>
        <button
          id={buttonId}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className={button({ size })}
        >
          {title}
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
        className={panel({ size })}
      >
        {children}
      </div>
    </div>
  );
}
