// Stories of carousels (built on Carousel) wait on Embla's state and positions, never on a clock.
import { expect, userEvent, waitFor, within } from 'storybook/test';

// A step animates for 800 ms on the dashboard and about a second on the landing (spec 1 §9): give
// movements time to land.
export const MOVE_TIMEOUT = { timeout: 4000 };

const viewportOf = (carousel: HTMLElement) =>
  carousel.querySelector<HTMLElement>('[data-slot="carousel-viewport"]')!;

/** Waits until Embla has measured the carousel and its arrows know where it can go. */
export async function waitForCarousel(carousel: HTMLElement) {
  await waitFor(() => expect(carousel).toHaveAttribute('data-state', 'ready'), MOVE_TIMEOUT);
}

/**
 * Waits until the slide named `name` ('3 de 8') is the first one in view. Measured against the
 * viewport, so a layout that settles while the story starts (padding, fonts) does not matter.
 */
export async function expectSlideAtStart(carousel: HTMLElement, name: string) {
  const viewport = viewportOf(carousel);
  const container = viewport.firstElementChild as HTMLElement;
  const slide = within(carousel).getByRole('group', { name });
  await waitFor(() => {
    const startOffset =
      parseFloat(getComputedStyle(viewport).paddingLeft) +
      parseFloat(getComputedStyle(container).marginLeft);
    const offset = slide.getBoundingClientRect().left - viewport.getBoundingClientRect().left;
    expect(Math.abs(offset - startOffset)).toBeLessThan(1);
  }, MOVE_TIMEOUT);
}

/**
 * Clicks a carousel's 'Próximo' until it cannot move further, then waits until the move has landed
 * (the last slide's end in view). Slides per view follow the window's width, so on a wide window
 * every slide may already fit and there is nothing to click.
 */
export async function scrollCarouselToEnd(carousel: HTMLElement) {
  await waitForCarousel(carousel);
  const next = within(carousel).getByRole<HTMLButtonElement>('button', { name: 'Próximo' });
  // Each click moves Embla's target at once and disables 'Próximo' at the last one: no pause.
  for (let step = 0; step < 12 && !next.disabled; step += 1) {
    await userEvent.click(next);
  }
  await waitFor(() => expect(next).toBeDisabled(), MOVE_TIMEOUT);
  const viewport = viewportOf(carousel);
  // The loading slide, when there is one, is the last thing the carousel scrolls to.
  const last = viewport.firstElementChild!.lastElementChild!;
  await waitFor(() => {
    const contentRight =
      viewport.getBoundingClientRect().right - parseFloat(getComputedStyle(viewport).paddingRight);
    expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(contentRight + 1);
  }, MOVE_TIMEOUT);
}
