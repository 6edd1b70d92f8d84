// The profile's areas are a tablist of links (profile/ProfileTabs): its stories and the profile
// page's check the open tab the same way.
import type { within } from 'storybook/test';
import { expect } from 'storybook/test';

type Queries = ReturnType<typeof within>;

/**
 * The open tab: selected, the one stop of the tab order, controlling the one panel, which it
 * names; every other tab is unselected, reached by the arrow keys only and controls nothing.
 */
export async function expectOpenTab(canvas: Queries, name: string) {
  const open = canvas.getByRole('tab', { name });
  const panel = canvas.getByRole('tabpanel');
  await expect(open).toHaveAttribute('aria-selected', 'true');
  await expect(open).toHaveAttribute('tabindex', '0');
  await expect(open).toHaveAttribute('aria-controls', panel.id);
  await expect(panel).toHaveAccessibleName(name);
  const others = canvas.getAllByRole('tab', { selected: false });
  await expect(others).toHaveLength(canvas.getAllByRole('tab').length - 1);
  for (const other of others) {
    await expect(other).toHaveAttribute('tabindex', '-1');
    await expect(other).not.toHaveAttribute('aria-controls');
  }
}
