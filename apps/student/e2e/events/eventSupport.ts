import { expect, type Page } from '@playwright/test';
import { openSignedIn } from '../support/signIn';

/**
 * Classes of the demo seed (packages/api-mocks/src/seed/events/events.ts): 32 open (30 places, 8
 * taken), 31 full, 51 finished without the aluno, 41 the aluno's without a limit, 21 finished and
 * attended by the aluno with a certificate of the other layout.
 */
export const CLASSES = {
  open: { event: 3, id: 32, name: 'Turma Salvador' },
  full: { event: 3, id: 31, name: 'Turma Belo Horizonte' },
  finished: { event: 5, id: 51, name: 'Turma Recife – Obra Boa Viagem' },
  enrolledNoLimit: { event: 4, id: 41, name: 'Transmissão ao vivo' },
  attended: { event: 2, id: 21, name: 'Turma Curitiba' },
} as const;

type DemoClass = (typeof CLASSES)[keyof typeof CLASSES];

export const classPath = (eventClass: DemoClass) =>
  `/student/event/${eventClass.event}/class/${eventClass.id}`;

/** The chosen class's card, named by its heading. */
export const classCard = (page: Page, eventClass: DemoClass) =>
  page.getByRole('region', { name: eventClass.name, exact: true });

/** A term's value in the class card's facts ('Vagas restantes' → '22'). */
export const fact = (page: Page, eventClass: DemoClass, term: string) =>
  classCard(page, eventClass)
    .locator('dl > div')
    .filter({ has: page.getByText(term, { exact: true }) })
    .locator('dd');

/** The aluno on a class's page, its card shown. */
export async function openClass(
  page: Page,
  eventClass: DemoClass,
  beforeSignIn?: () => Promise<void>,
): Promise<void> {
  await openSignedIn(page, classPath(eventClass), beforeSignIn);
  await expect(page.getByRole('heading', { level: 2, name: eventClass.name })).toBeVisible();
}
