import type { Page } from '@playwright/test';

/**
 * The demo's tables as this page's tab gets them: the demo backend answers inside the browser (a
 * service worker), so `page.route` never sees an API call; what a journey changes is the seed it
 * starts from. The seed file is one table per line (packages/api-mocks/src/db/seedFile.ts); `edit`
 * receives the tables it names, parsed, and changes them in place. Set before the first page loads.
 */
export async function editSeed(
  page: Page,
  tables: readonly string[],
  edit: (parsed: Record<string, unknown>) => void,
): Promise<void> {
  await page.context().route('**/student/assets/seed.generated-*.json', async (route) => {
    const response = await route.fetch();
    const lines = (await response.text()).split('\n');
    const parsed: Record<string, unknown> = {};
    const where: Record<string, number> = {};
    lines.forEach((line, index) => {
      const name = tables.find((table) => line.startsWith(`"${table}":`));
      if (!name) return;
      parsed[name] = JSON.parse(line.slice(name.length + 3, line.endsWith(',') ? -1 : undefined));
      where[name] = index;
    });
    const missing = tables.filter((table) => !(table in parsed));
    if (missing.length) throw new Error(`The demo seed has no table ${missing.join(', ')}.`);
    edit(parsed);
    for (const name of tables) {
      const comma = lines[where[name]!]!.endsWith(',') ? ',' : '';
      lines[where[name]!] = `"${name}":${JSON.stringify(parsed[name])}${comma}`;
    }
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: lines.join('\n'),
    });
  });
}
