import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { FOCUS_RING } from '../../lib/focusRing';
import { Link } from '../../primitives/Link';
import { PROFILE_TEXT } from '../shared/profileText';

export type ProfileTab = {
  /** The route's option (`statistics`, `courses`…). */
  id: string;
  label: string;
  /** Each tab is an address: a click follows it, a new tab of the browser opens it. */
  href: string;
};

export type ProfileTabsProps = {
  tabs: readonly ProfileTab[];
  /** The tab of the address on screen. */
  selected: string;
  /** The arrow keys, Home or End chose another tab: the app goes to its address. */
  onNavigate: (href: string) => void;
  /** The selected tab's panel. */
  children: ReactNode;
  className?: string;
};

const STEP: Partial<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The profile's areas as a tablist whose tabs are links — the URL names the open tab, so
 * a tab opens by its address, a reload keeps it, and the arrow keys move to the next tab's address
 * (automatic activation). Only the open tab's panel exists, so only its data loads.
 */
export function ProfileTabs({ tabs, selected, onNavigate, children, className }: ProfileTabsProps) {
  const baseId = useId();
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;
  const listRef = useRef<HTMLDivElement>(null);

  // On a narrow screen the tabs scroll sideways: the open one is brought into the strip's view
  // (the strip only, never the page, so an address opened below the fold stays where it is).
  useLayoutEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !tab) return;
    const start = tab.offsetLeft;
    const end = start + tab.offsetWidth;
    if (start < list.scrollLeft || end > list.scrollLeft + list.clientWidth)
      list.scrollLeft = start - (list.clientWidth - tab.offsetWidth) / 2;
  }, [selected]);

  function handleKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const step = STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const nextIndex = step(index, tabs.length);
    const next = tabs[nextIndex]!;
    const tabElements =
      event.currentTarget.parentElement?.querySelectorAll<HTMLElement>('[role="tab"]');
    tabElements?.[nextIndex]?.focus();
    // Judged from the tab the key was pressed on: the address may be ahead of the last render.
    if (nextIndex !== index) onNavigate(next.href);
  }

  return (
    <div data-slot="profile-tabs" className={cn('flex min-w-0 flex-col gap-6', className)}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={PROFILE_TEXT.tabs.label}
        aria-orientation="horizontal"
        className="relative flex gap-1 overflow-x-auto border-b border-line"
      >
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <Link
              key={tab.id}
              href={tab.href}
              id={tabId(tab.id)}
              role="tab"
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              // One stop in the tab order: the arrow keys move between the tabs.
              tabIndex={isSelected ? 0 : -1}
              data-selected={isSelected || undefined}
              onKeyDown={(event) => handleKeyDown(event, index)}
              className={cn(
                '-mb-px shrink-0 border-b-2 border-transparent px-4 py-2.5 text-sm font-semibold whitespace-nowrap text-ink-muted',
                'hover:text-ink data-selected:border-primary data-selected:text-primary-ink',
                FOCUS_RING.inset,
              )}
            >
              {tab.label}
            </Link>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(selected)}
        tabIndex={0}
        data-slot={`profile-panel-${selected}`}
        className={cn('flex min-w-0 flex-col gap-6 rounded-card', FOCUS_RING.wide)}
      >
        {children}
      </div>
    </div>
  );
}
