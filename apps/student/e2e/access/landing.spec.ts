import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { openLoginPanel } from '../support/access';
import { demoGet } from '../support/demo';

/** The titles of the demo backend's newest courses (GET /api/course/list/new), newest first. */
async function newestCourseTitles(page: Page): Promise<string[]> {
  const { courses } = await demoGet<{ courses: { title: string }[] }>(page, '/api/course/list/new');
  return courses.map((course) => course.title);
}

/** The landing's login panel, by the field it focuses. */
const loginField = (page: Page) =>
  page.getByRole('dialog', { name: 'Entrar' }).getByRole('textbox', { name: 'CPF ou e-mail' });

/** Scrolls an element to the middle of the viewport, as a learner reading down the page does. */
const scrollToMiddle = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => element.scrollIntoView({ block: 'center' }));

test.describe('standard landing', () => {
  test("NOVIDADES shows the newest courses, and a course or 'Acessar a plataforma' opens 'Entrar'", async ({
    page,
  }) => {
    await page.goto('/student/home');
    const carousel = page.getByRole('region', { name: 'NOVIDADES' });
    await expect(carousel).toBeVisible();

    // spec 1 §1: one card per course the backend calls new, each a button named by its title.
    const titles = await newestCourseTitles(page);
    expect(titles.length).toBeGreaterThan(0);
    await expect(carousel.getByRole('group')).toHaveCount(titles.length);
    for (const title of titles) {
      await expect(carousel.getByRole('button', { name: title, exact: true })).toHaveCount(1);
    }

    // A visitor who picks a course is asked to sign in first.
    await carousel.getByRole('button', { name: titles[0], exact: true }).click();
    await expect(loginField(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(loginField(page)).toBeHidden();

    await page.getByRole('button', { name: 'Acessar a plataforma' }).click();
    await expect(loginField(page)).toBeVisible();
  });

  test("'Perguntas frequentes' filters by question, whatever the case, and says when nothing matches", async ({
    page,
  }) => {
    await page.goto('/student/home');
    const faq = page.getByRole('region', { name: 'Perguntas frequentes' });
    const search = faq.getByRole('searchbox', { name: 'Qual sua dúvida?' });
    const question = (name: string) => faq.getByRole('button', { name, exact: true });
    // The FAQ's search and accordion load as the learner scrolls near them.
    await faq.scrollIntoViewIfNeeded();
    await expect(question('Quem pode acessar o portal?')).toBeVisible();

    await search.fill('CERTIFICADO');
    await expect(question('Os cursos emitem certificado?')).toBeVisible();
    await expect(question('Quem pode acessar o portal?')).toHaveCount(0);

    await search.fill('primeiro acesso');
    await expect(question('É meu primeiro acesso. O que faço?')).toBeVisible();
    await expect(question('Os cursos emitem certificado?')).toHaveCount(0);

    await search.fill('consórcio de motos');
    await expect(faq.getByRole('status')).toHaveText('Nenhuma dúvida encontrada.');
    await expect(faq.getByRole('listitem')).toHaveCount(0);

    await search.clear();
    await expect(question('Quem pode acessar o portal?')).toBeVisible();
    await expect(question('Os cursos emitem certificado?')).toBeVisible();
  });

  test('the footer shows the current year and opens every external link in a new tab', async ({
    page,
  }) => {
    await page.goto('/student/home');
    const footer = page.getByRole('contentinfo');
    const year = new Date().getFullYear();
    await expect(
      footer.getByText(`© ${year} Decola. Todos os direitos reservados.`, { exact: true }),
    ).toBeVisible();

    // spec 1 §1 Footer: external links open in a new tab, and the new tab cannot reach this one.
    const external = footer.getByRole('link', { name: /\(abre em nova aba\)$/ });
    const count = await external.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const link = external.nth(index);
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(
      footer.getByRole('link', { name: 'Canal de denúncias (abre em nova aba)' }),
    ).toHaveAttribute('target', '_blank');
    await expect(
      footer.getByRole('link', { name: 'Instagram do Decola (abre em nova aba)' }),
    ).toHaveAttribute('target', '_blank');
  });

  test('the about video plays once half of it is scrolled in and pauses when scrolled away', async ({
    page,
  }) => {
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/student/media/sobre.mp4') {
        videoRequests.push(request.url());
      }
    });
    await page.goto('/student/home');
    const about = page.getByRole('region', { name: 'Sobre o Decola' });
    const video = about.getByLabel('Vídeo de apresentação do Decola');
    await expect(video).toHaveAttribute('poster', '/student/media/sobre-poster.jpg');
    await expect(video).toHaveJSProperty('paused', true);
    await expect(page.getByRole('region', { name: 'NOVIDADES' })).toBeVisible();
    // Below the fold, nothing of the video is fetched (preload="none").
    expect(videoRequests).toEqual([]);

    await scrollToMiddle(page, 'video');
    await expect(video).toHaveJSProperty('paused', false);
    // It really plays: the time moves on (12 s, muted, looped).
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(0);
    expect(videoRequests.length).toBeGreaterThan(0);
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video.locator('track')).toHaveAttribute('srclang', 'pt-BR');

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(video).toHaveJSProperty('paused', true);

    await scrollToMiddle(page, 'video');
    await expect(video).toHaveJSProperty('paused', false);
    await scrollToMiddle(page, 'footer');
    await expect(video).toHaveJSProperty('paused', true);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('the about video waits for the learner to press play', async ({ page }) => {
      await page.goto('/student/home');
      const video = page.getByLabel('Vídeo de apresentação do Decola');
      await scrollToMiddle(page, 'video');
      await expect(page.locator('[data-slot="about-media"]')).toHaveAttribute(
        'data-in-view',
        'true',
      );
      await expect(video).toHaveJSProperty('paused', true);
    });
  });
});

test.describe('secondary landing', () => {
  test("'?landing=oficios' shows the craft platform's own landing", async ({ page }) => {
    await page.goto('/student/home?landing=oficios');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Transforme o seu talento em negócio' }),
    ).toBeVisible();
    await expect(page.getByText('Ofícios, empreendedorismo e inovação')).toBeVisible();
    const topics = page.getByRole('region', { name: 'O que você aprende' });
    for (const topic of [
      'Artesanato e ofícios',
      'Empreendedorismo',
      'Inovação',
      'Finanças do negócio',
    ]) {
      await expect(topics.getByRole('heading', { level: 3, name: topic })).toBeVisible();
    }
    const steps = page.getByRole('region', { name: 'Como funciona' });
    for (const step of ['Crie sua conta', 'Escolha uma trilha', 'Pratique e conclua']) {
      await expect(steps.getByRole('heading', { level: 3, name: step })).toBeVisible();
    }
    // None of the corporate landing's sections.
    await expect(page.getByRole('region', { name: 'NOVIDADES' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Perguntas frequentes' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Sobre o Decola' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Quero me inscrever' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Cadastre-se' }).getByRole('form', { name: 'Cadastro' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await openLoginPanel(page);
  });
});
