import { expect, test, type Page } from '../support/test';
import { exactly } from '../support/access';
import { goTo } from '../support/bag';
import { openSignedIn } from '../support/signIn';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

// The demo's course 4 is in progress: its contents can be opened.
const COURSE = 4;

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
]) {
  test(`at ${viewport.width} px a new page opens at its top and back restores where the learner was`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const instructor = '/student/details-courses-instructors/1?name=Rog%C3%A9rio%20Almeida';
    await openSignedIn(page, instructor);
    const courses = page.getByRole('region', { name: 'Cursos do instrutor' });
    await expect(courses.getByRole('article').first()).toBeVisible();

    // Scrolled down (the 557 px), then a card opens its course.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const link = courses.getByRole('article').last().getByRole('link').first();
    await link.hover();
    const href = (await link.getAttribute('href'))!;
    expect(await scrollY(page)).toBeGreaterThan(0);
    await link.click();
    await expect(page).toHaveURL(exactly(href));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);

    // The course's contents, far down its page, open the content at its top (not below the player).
    await goTo(page, `/student/course/${COURSE}`);
    const contents = page.getByRole('region', { name: 'Conteúdos do curso' });
    const content = contents.getByRole('link').first();
    await content.scrollIntoViewIfNeeded();
    const onCourse = await scrollY(page);
    expect(onCourse).toBeGreaterThan(0);
    await content.click();
    await expect(page).toHaveURL(new RegExp(`/student/course/${COURSE}/content/\\d+$`));
    await expect.poll(() => scrollY(page)).toBe(0);

    // Back: the course where it was scrolled; forward: the content at its top again.
    await page.goBack();
    await expect(page).toHaveURL(exactly(`/student/course/${COURSE}`));
    await expect.poll(() => scrollY(page)).toBe(onCourse);
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`/student/course/${COURSE}/content/\\d+$`));
    await expect.poll(() => scrollY(page)).toBe(0);
  });
}

/** An element's top in the viewport, and where an anchor puts it: its own scroll margin. */
const anchorOffset = (page: Page, id: string) =>
  page.evaluate((id) => {
    const element = document.getElementById(id)!;
    return Math.round(
      element.getBoundingClientRect().top - parseFloat(getComputedStyle(element).scrollMarginTop),
    );
  }, id);

/**
 * A new entry of the tab's history, as the router leaves for a link (its own key), then taken:
 * no position was ever kept for it.
 */
const openNewEntry = (page: Page, path: string) =>
  page.evaluate((path) => {
    const state = { usr: null, key: `anchor-${Date.now()}`, idx: (history.state?.idx ?? 0) + 1 };
    history.pushState(state, '', path);
    dispatchEvent(new PopStateEvent('popstate', { state }));
  }, path);

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
]) {
  test(`at ${viewport.width} px a page opened at an anchor from a scrolled page starts at the anchor, not at its top`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openSignedIn(page, `/student/course/${COURSE}`);
    await expect(page.getByRole('region', { name: 'Conteúdos do curso' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await scrollY(page)).toBeGreaterThan(0);

    // Another screen's main content (the skip link's target), below the header.
    await openNewEntry(page, '/student/dashboard#conteudo');
    await expect(page).toHaveURL(exactly('/student/dashboard#conteudo'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => anchorOffset(page, 'conteudo')).toBe(0);
    expect(await scrollY(page)).toBeGreaterThan(0);

    // A section of the terms, its address shared: typed while a page is scrolled.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await scrollY(page)).toBeGreaterThan(0);
    await page.goto('/student/terms#decoins');
    const section = page.getByRole('heading', { level: 2, name: /Decoins/ });
    await expect(section).toBeVisible();
    await expect.poll(() => anchorOffset(page, 'decoins')).toBe(0);
    expect(await scrollY(page)).toBeGreaterThan(0);
    // As the table of contents does, the section's heading takes the focus: Tab goes on from there.
    await expect(section).toBeFocused();
  });
}
