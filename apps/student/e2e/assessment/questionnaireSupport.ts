import { expect, type Page, type Request } from '@playwright/test';
import { openSignedIn } from '../support/signIn';

/** Exercise contents of the demo seed (packages/api-mocks/src/seed/learning). */
export const EXERCISES = {
  /** NR-35 (course 4): 5 multiple-choice questions, 3 right to pass, 15 minutes, 0 of 3 attempts. */
  nr35: '/student/course/4/content/405',
  /** First aid (course 3): 4 multiple choice and 1 descriptive, 10 minutes, 1 of 3 attempts used. */
  firstAid: '/student/course/3/content/304',
  /** Construction accounting (course 37): 4 questions in 60 seconds. */
  oneMinute: '/student/course/37/content/3703',
  /** Event 1's class 11: 2 multiple choice and 1 descriptive, 2 right to pass. */
  sipat: '/student/event/1/class/11/content/1103',
} as const;

/** The right alternative of each question these journeys meet, by the question's text. */
const RIGHT: Record<string, string> = {
  'A partir de que altura a NR-35 considera uma atividade como trabalho em altura?':
    'Acima de 2,00 m do nível inferior',
  'Qual equipamento é obrigatório para o trabalhador exposto a risco de queda?':
    'Cinturão de segurança tipo paraquedista',
  'Quando a Permissão de Trabalho (PT) deve ser emitida?':
    'Antes do início de atividades não rotineiras em altura',
  'O que deve ser feito com um cinturão que segurou uma queda?': 'Retirar de uso e inutilizar',
  'O ponto de ancoragem deve ser:': 'Definido pelo responsável técnico e inspecionado antes do uso',
  'Qual é o primeiro passo ao encontrar uma vítima no canteiro?': 'Avaliar a segurança da cena',
  'Em um adulto em parada cardiorrespiratória, as compressões torácicas devem ter ritmo de:':
    '100 a 120 por minuto',
  'Qual número aciona o SAMU?': '192',
  'Em caso de sangramento intenso em um braço, a primeira medida é:':
    'Compressão direta sobre o ferimento',
  'Qual é a atitude correta ao perceber um colega sem o cinto de segurança em altura?':
    'Alertar e interromper a atividade com respeito',
  'Em caso de princípio de incêndio em material elétrico, qual extintor usar?': 'CO₂ (classe C)',
};

/** Signed in as the aluno on an exercise content: its cover, named by the exercise's title. */
export async function openCover(page: Page, path: string, title: string) {
  await openSignedIn(page, path);
  const cover = page.getByRole('region', { name: title, exact: true });
  await expect(cover).toBeVisible();
  return cover;
}

/** A fact of the cover ('Questões', 'Tempo', 'Tentativas', 'Acertos necessários'). */
export const coverFact = (page: Page, term: string) =>
  page.locator('dt', { hasText: term }).locator('+ dd');

/** 'Começar': a new questionnaire, on its first page. Returns its id. */
export async function start(page: Page, contentPath: string): Promise<number> {
  await page.getByRole('button', { name: 'Começar' }).click();
  const pagePath = new RegExp(`^[^?]*${contentPath}/questionnaire/(\\d+)/page/1$`);
  await expect(page).toHaveURL(pagePath);
  await expect(page.getByRole('radiogroup').or(page.getByRole('textbox'))).toBeVisible();
  return Number(pagePath.exec(page.url())?.[1]);
}

/** The page's question, as its radio group names it. */
export const questionOf = (page: Page) => page.getByRole('radiogroup');

/** Chooses the right alternative of the page's question (not sent yet). */
export async function chooseRight(page: Page): Promise<string> {
  const question = (await questionOf(page).getAttribute('aria-labelledby')) ?? '';
  const text = (await page.locator(`[id="${question}"]`).textContent())?.trim() ?? '';
  const right = RIGHT[text];
  expect(right, `the right answer of “${text}”`).toBeDefined();
  await page.getByRole('radio', { name: right }).check();
  return right as string;
}

/** Sends the chosen alternative and waits for the page to say it was right. */
export async function answerRight(page: Page): Promise<string> {
  const right = await chooseRight(page);
  await page.getByRole('button', { name: 'Responder' }).click();
  await expect(page.getByText('Você acertou esta questão.')).toBeVisible();
  await expect(page.getByRole('radio', { name: right })).toBeDisabled();
  return right;
}

/** The answers the page sends from now on (alternatives and texts), and the finishes. */
export function questionnaireCalls(page: Page) {
  const calls = { answers: [] as string[], finishes: [] as string[] };
  const record = (request: Request) => {
    if (request.method() !== 'POST') return;
    const url = request.url();
    if (/\/(alternatives?\/\d+|descriptive)$/.test(url)) calls.answers.push(url);
    if (url.endsWith('/finish') && url.includes('/exercise/questionnaire/'))
      calls.finishes.push(url);
  };
  page.on('request', record);
  return calls;
}

/** A page's link in the page list once its question is answered. */
export const answeredPage = (number: number) => new RegExp(`^Questão ${number}\\s*, respondida$`);

/** The seconds the timer shows ('mm:ss'). */
export async function secondsShown(page: Page): Promise<number> {
  const [, minutes, seconds] =
    /(\d\d):(\d\d)/.exec((await page.getByRole('timer').textContent()) ?? '') ?? [];
  return Number(minutes) * 60 + Number(seconds);
}

/** 'Próxima', then the next page's question once it shows. */
export async function nextPage(page: Page, number: number, total: number) {
  await page
    .getByRole('navigation', { name: 'Questões' })
    .getByRole('link', { name: 'Próxima' })
    .click();
  await expect(page.getByRole('heading', { name: `Questão ${number} de ${total}` })).toBeVisible();
}
