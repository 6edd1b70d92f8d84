import { expect, test } from '../support/test';
import { readFile } from 'node:fs/promises';
import { exactly } from '../support/access';
import { recordCspViolations } from '../support/csp';
import { CLASSES, classCard, classPath, openClass } from './eventSupport';

/** Unfolds an iCalendar file's lines (RFC 5545 §3.1) into its events' properties. */
function parseCalendar(text: string): Record<string, string>[] {
  const lines = text.split('\r\n').reduce<string[]>((all, line) => {
    if (line.startsWith(' ')) all[all.length - 1] += line.slice(1);
    else all.push(line);
    return all;
  }, []);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-2)).toBe('END:VCALENDAR');
  expect(lines).toContain('VERSION:2.0');
  const events: Record<string, string>[] = [];
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') events.push({});
    else if (events.length > 0 && !line.startsWith('END:') && line !== '') {
      const colon = line.indexOf(':');
      events.at(-1)![line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return events;
}

test("an attended class: its schedule as an .ics file and its certificate's PDF", async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  const { attended } = CLASSES;
  await openClass(page, attended);
  const card = classCard(page, attended);
  await expect(card.getByText('Presença confirmada')).toBeVisible();

  // 'Adicionar à agenda' is a button: no anchor on the page leads to the file.
  await expect(page.locator('a[download], a[href$=".ics"]')).toHaveCount(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Adicionar à agenda' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(
    'workshop-bim-na-pratica-do-modelo-ao-canteiro-turma-curitiba.ics',
  );
  const [event] = parseCalendar(await readFile((await download.path())!, 'utf8'));
  const times = await page.evaluate(async (classId) => {
    const answer = await fetch('/api/decola/event/2');
    const { data } = (await answer.json()) as {
      data: {
        classes: { id: number; scheduleStartDateTime: string; scheduleEndDateTime: string }[];
      };
    };
    const own = data.classes.find((each) => each.id === classId)!;
    const utc = (value: string) => new Date(value).toISOString().replace(/[-:]|\.\d{3}/g, '');
    return { start: utc(own.scheduleStartDateTime), end: utc(own.scheduleEndDateTime) };
  }, attended.id);
  expect(event).toMatchObject({
    SUMMARY: 'Workshop BIM na prática: do modelo ao canteiro – Turma Curitiba',
    DTSTART: times.start,
    DTEND: times.end,
    LOCATION: 'Centro de Treinamento Decola – Av. Sete de Setembro\\, 4200\\, Curitiba - PR',
    UID: expect.stringMatching(/^decola-evento-2-turma-21@/),
  });

  // spec 2 §7: the pair with the other layout asks for it with certificateDifferent=true.
  const link = card.getByRole('link', { name: 'Ver certificado (abre em uma nova aba)' });
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(
    /^\/student\/demo\/certificates\/evento-2-turma-21-usuario-\d+\.pdf\?certificateDifferent=true$/,
  );
  const [file, tab] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith(href)),
    page.context().waitForEvent('page'),
    link.click(),
  ]);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  const start = await page.evaluate(async (path) => {
    const bytes = new Uint8Array(await (await fetch(path)).arrayBuffer());
    return String.fromCharCode(...bytes.subarray(0, 8));
  }, href);
  expect(start).toBe('%PDF-1.4');
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await expect(page).toHaveURL(exactly(classPath(attended)));
  expect(violations).toEqual([]);
});
