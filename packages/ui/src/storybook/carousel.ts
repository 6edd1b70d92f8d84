// Stories of carousels (built on Carousel) wait on Embla's state and positions, never on a clock.
import { expect, userEvent, waitFor, within } from 'storybook/test';

// A step animates for 800 ms on the dashboard and about a second on the landing: give
// movements time to land.
export const MOVE_TIMEOUT = { timeout: 4000 };

const viewportOf = (carousel: HTMLElement) =>
  carousel.querySelector<HTMLElement>('[data-slot="carousel-viewport"]')!;

/** An arrow at its end stays focusable and says so with aria-disabled (lib/focusableDisabled). */
const isAriaDisabled = (button: HTMLElement) => button.getAttribute('aria-disabled') === 'true';

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
  const next = within(carousel).getByRole('button', { name: 'Próximo' });
  // Each click moves Embla's target at once and makes 'Próximo' aria-disabled at the last one: no
  // pause.
  for (let step = 0; step < 12 && !isAriaDisabled(next); step += 1) {
    await userEvent.click(next);
  }
  await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'true'), MOVE_TIMEOUT);
  await expectCarouselAtEnd(carousel);
  leaveArrow(next);
}

/**
 * A scripted click leaves the arrow focused with its ring (:focus-visible), which a real mouse click
 * does not show: a story's shot shows the carousel as the mouse user who clicked sees it.
 */
export const leaveArrow = (arrow: HTMLElement) => arrow.blur();

/** Waits until the last slide's end is in view: the move to the end has landed. */
export async function expectCarouselAtEnd(carousel: HTMLElement) {
  const viewport = viewportOf(carousel);
  // The loading slide, when there is one, is the last thing the carousel scrolls to.
  const last = viewport.firstElementChild!.lastElementChild!;
  await waitFor(() => {
    const contentRight =
      viewport.getBoundingClientRect().right - parseFloat(getComputedStyle(viewport).paddingRight);
    expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(contentRight + 1);
  }, MOVE_TIMEOUT);
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Waits until the slides have stopped (Embla's transform of the track the same two frames apart)
 * and gives that transform: the same one after a key press means the press moved nothing.
 */
export async function trackAtRest(carousel: HTMLElement) {
  const track = viewportOf(carousel).firstElementChild as HTMLElement;
  await waitFor(async () => {
    const before = track.style.transform;
    await nextFrame();
    await nextFrame();
    expect(track.style.transform).toBe(before);
  }, MOVE_TIMEOUT);
  return track.style.transform;
}
