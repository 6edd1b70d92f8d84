import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useLayoutEffect, useRef, type ErrorInfo, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { FOCUS_RING, focusRing } from '../../lib/focusRing';
import { SectionBoundary } from '../../primitives/SectionBoundary';
import { VIEWER_TEXT } from './viewerText';

export type ViewerTab = {
  /** Stable id, for `tab`/`onTabChange` (e.g. 'ratings'). */
  id: string;
  label: string;
  panel: ReactNode;
};

type ViewerTabsProps = {
  tabs: readonly ViewerTab[];
  /** The open tab's id; left out, the first tab opens and the learner switches freely. */
  tab?: string;
  onTabChange?: (id: string) => void;
  onPanelError?: (error: unknown, info: ErrorInfo) => void;
};

/** The tabs under the content: a real tablist (arrow keys move between tabs), each panel kept mounted. */
export function ViewerTabs({ tabs, tab, onTabChange, onPanelError }: ViewerTabsProps) {
  const index =
    tab === undefined
      ? undefined
      : Math.max(
          0,
          tabs.findIndex(({ id }) => id === tab),
        );
  const listRef = useRef<HTMLDivElement>(null);
  // A tab chosen from elsewhere ('Anotar', the 'n' key) is brought into the bar's view, sideways
  // only: the page itself does not move. Again whenever the bar's size changes (shown, fonts in).
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || index === undefined) return;
    const keepInView = () => {
      const selected = list.querySelectorAll<HTMLElement>('[role="tab"]')[index];
      if (!selected || list.clientWidth === 0) return;
      const start = selected.offsetLeft;
      const end = start + selected.offsetWidth;
      if (start < list.scrollLeft) list.scrollLeft = start;
      else if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth;
    };
    keepInView();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(keepInView);
    observer.observe(list);
    list.querySelectorAll('[role="tab"]').forEach((tab) => observer.observe(tab));
    return () => observer.disconnect();
  }, [index]);
  return (
    <TabGroup
      selectedIndex={index}
      onChange={(next) => {
        const chosen = tabs[next];
        if (chosen) onTabChange?.(chosen.id);
      }}
      data-slot="viewer-tabs"
      className="flex min-w-0 flex-col gap-4"
    >
      {/* Too wide for the screen, the bar scrolls sideways only, without a scrollbar of its own. */}
      <TabList
        ref={listRef}
        aria-label={VIEWER_TEXT.tabs}
        // The line under the tabs is drawn inside the bar, where the selected tab's mark covers it.
        className="relative flex gap-1 overflow-x-auto overflow-y-hidden shadow-[inset_0_-1px_0_var(--color-line)] [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {tabs.map(({ id, label }) => (
          <Tab
            key={id}
            className={cn(
              'shrink-0 border-b-2 border-transparent px-4 py-2.5 text-sm font-semibold whitespace-nowrap text-ink-muted',
              'hover:text-ink data-selected:border-primary data-selected:text-primary-ink',
              FOCUS_RING.inset,
            )}
          >
            {label}
          </Tab>
        ))}
      </TabList>
      <TabPanels>
        {tabs.map(({ id, label, panel }) => (
          // Kept mounted: a note being typed survives a look at another tab.
          <TabPanel
            key={id}
            unmount={false}
            data-slot={`viewer-tab-${id}`}
            className={cn('rounded-card bg-surface p-5 text-ink shadow-sm sm:p-6', focusRing)}
          >
            <SectionBoundary text={VIEWER_TEXT.panelError(label)} onError={onPanelError}>
              {panel}
            </SectionBoundary>
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
