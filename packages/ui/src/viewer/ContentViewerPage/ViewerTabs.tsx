import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ErrorInfo, ReactNode } from 'react';
import { cn } from '../../lib/cn';
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
      <TabList
        aria-label={VIEWER_TEXT.tabs}
        className="flex gap-1 overflow-x-auto border-b border-line"
      >
        {tabs.map(({ id, label }) => (
          <Tab
            key={id}
            className={cn(
              '-mb-px shrink-0 border-b-2 border-transparent px-4 py-2.5 text-sm font-semibold whitespace-nowrap text-ink-muted',
              'hover:text-ink data-selected:border-primary data-selected:text-primary-ink',
              'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
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
            className="rounded-card bg-surface p-5 text-ink shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus sm:p-6"
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
