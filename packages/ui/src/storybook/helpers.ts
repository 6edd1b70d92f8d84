import { isTemplate, type Template } from '@decola/domain';
import { expect, waitFor } from 'storybook/test';

/** The template chosen in the toolbar (and by the visual test), as the app takes it from the host. */
export const templateOf = (globals: Record<string, unknown>): Template =>
  isTemplate(globals.template) ? globals.template : 'default';

/** One h1, and no heading skips a level on the way down (h2 → h4). */
export async function expectHeadingOutline(root: HTMLElement) {
  const levels = [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
    Number(heading.tagName[1]),
  );
  await expect(levels.filter((level) => level === 1)).toHaveLength(1);
  await expect(levels[0]).toBe(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level).toBeLessThanOrEqual(levels[index - 1]! + 1);
  });
}

/** Nothing is wider than the screen: the page under `root` does not scroll sideways. */
export async function expectNoSideScroll(root: HTMLElement) {
  const page = root.ownerDocument.documentElement;
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
}

/**
 * Waits until the parts whose code loads lazily (marked `data-pending`: the NOVIDADES carousel and
 * the FAQ, which load when scrolled near, rich text before its sanitiser) have rendered — bringing
 * each into view as a reader would, then back to the top — and until every image under `root` has
 * loaded, so neither a play function nor a screenshot catches the page half-drawn.
 */
export async function waitForImages(root: HTMLElement) {
  for (const deferred of root.querySelectorAll<HTMLElement>('[data-pending="view"]')) {
    deferred.scrollIntoView();
    await waitFor(() =>
      expect(deferred.isConnected && deferred.dataset.pending === 'view').toBe(false),
    );
  }
  root.ownerDocument.defaultView?.scrollTo(0, 0);
  await waitFor(() => expect(root.querySelector('[data-pending]')).toBeNull(), {
    timeout: 5000,
  });
  await waitForPhotos(root);
}

/** Waits until every image under `root` has decoded and drawn, so no shot catches one half-drawn. */
export async function waitForPhotos(root: HTMLElement) {
  const images = [...root.querySelectorAll('img')];
  await Promise.all(images.map((image) => image.decode().catch(() => {})));
  for (const image of images) await expect(image.naturalWidth).toBeGreaterThan(0);
}

/** Until every markdown on the canvas has rendered (its code loads in a chunk of its own). */
export async function waitForMarkdown(root: HTMLElement) {
  await waitFor(() => expect(root.querySelector('[data-pending]')).toBeNull());
}
