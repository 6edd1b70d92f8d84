import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Carousel } from './Carousel';
import {
  MOVE_TIMEOUT,
  expectCarouselAtEnd,
  expectSlideAtStart,
  leaveArrow,
  scrollCarouselToEnd,
  trackAtRest,
  waitForCarousel,
} from '../../storybook/carousel';

/** Short pt-BR topics, one slide each, so the stories show the carousel and nothing else. */
const TOPICS = [
  'Integração de segurança',
  'Uso correto de EPIs',
  'Trabalho em altura (NR-35)',
  'Primeiros socorros no canteiro',
  'Ordem e limpeza na obra',
  'Comunicação de incidentes',
  'Prevenção de incêndios',
  'Ergonomia no escritório',
];

const topicSlides = (count: number) =>
  TOPICS.slice(0, count).map((topic, index) => (
    <article
      key={topic}
      className="flex h-32 flex-col justify-between rounded-card border border-line bg-surface p-4"
    >
      <p className="text-xs font-semibold tracking-wide text-primary-ink uppercase">
        Módulo {index + 1}
      </p>
      <h3 className="text-base font-semibold text-ink">{topic}</h3>
    </article>
  ));

const meta = {
  title: 'Primitives/Carousel',
  component: Carousel,
  parameters: { layout: 'padded' },
  args: {
    title: 'Segurança do trabalho',
    kind: 'dashboard',
    children: topicSlides(8),
  },
  argTypes: { children: { control: false }, actions: { control: false } },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas, userEvent, step }) => {
    const carousel = canvas.getByRole('region', { name: 'Segurança do trabalho' });
    await expect(carousel.tagName).toBe('SECTION');
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group');
    await expect(slides).toHaveLength(8);
    await expect(slides[0]).toHaveAccessibleName('1 de 8');
    await expect(slides[7]).toHaveAccessibleName('8 de 8');
    await expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');

    const previous = canvas.getByRole('button', { name: 'Anterior' });
    const next = canvas.getByRole('button', { name: 'Próximo' });
    await waitForCarousel(carousel);
    await expect(next).not.toHaveAttribute('aria-disabled');
    await expect(previous).toHaveAttribute('aria-disabled', 'true');

    await step('Next, then back', async () => {
      await userEvent.click(next);
      await expectSlideAtStart(carousel, '2 de 8');
      await expect(previous).not.toHaveAttribute('aria-disabled');
      await userEvent.click(previous);
      await expectSlideAtStart(carousel, '1 de 8');
      await waitFor(() => expect(previous).toHaveAttribute('aria-disabled', 'true'));
      await expect(previous).toHaveFocus();
      leaveArrow(previous);
    });
  },
};

export const KeyboardArrows: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const carousel = canvas.getByRole('region', { name: 'Segurança do trabalho' });
    const previous = canvas.getByRole('button', { name: 'Anterior' });
    const next = canvas.getByRole('button', { name: 'Próximo' });
    await waitForCarousel(carousel);
    // 'Anterior' at the start is aria-disabled, still a stop (lib/focusableDisabled).
    await userEvent.tab();
    await expect(previous).toHaveFocus();
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await step('ArrowRight twice, ArrowLeft twice', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expectSlideAtStart(carousel, '2 de 8');
      await userEvent.keyboard('{ArrowRight}');
      await expectSlideAtStart(carousel, '3 de 8');
      await userEvent.keyboard('{ArrowLeft}');
      await expectSlideAtStart(carousel, '2 de 8');
      await userEvent.keyboard('{ArrowLeft}');
      await expectSlideAtStart(carousel, '1 de 8');
    });
  },
};

/**
 * A keyboard user who presses Enter on 'Próximo' until the last slide keeps focus on it: at the end
 * it is aria-disabled, not disabled, and Enter there moves nothing. The same for 'Anterior'.
 */
export const EnterToEachEnd: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const carousel = canvas.getByRole('region', { name: 'Segurança do trabalho' });
    const previous = canvas.getByRole('button', { name: 'Anterior' });
    const next = canvas.getByRole('button', { name: 'Próximo' });
    await waitForCarousel(carousel);
    const enterUntilAriaDisabled = async (arrow: HTMLElement) => {
      for (
        let press = 0;
        press < 12 && arrow.getAttribute('aria-disabled') !== 'true';
        press += 1
      ) {
        await userEvent.keyboard('{Enter}');
      }
    };

    await step("Enter on 'Próximo' to the last slide", async () => {
      await userEvent.tab();
      await userEvent.tab();
      await expect(next).toHaveFocus();
      await enterUntilAriaDisabled(next);
      await expectCarouselAtEnd(carousel);
      await expect(next).toHaveFocus();
      await expect(next).toHaveAttribute('aria-disabled', 'true');
      await expect(previous).not.toHaveAttribute('aria-disabled');
    });

    await step("Enter on the aria-disabled 'Próximo' moves nothing", async () => {
      const atEnd = await trackAtRest(carousel);
      await userEvent.keyboard('{Enter}');
      await expect(await trackAtRest(carousel)).toBe(atEnd);
      await expect(next).toHaveFocus();
      await expect(next).toHaveAttribute('aria-disabled', 'true');
    });

    await step("Back with Enter on 'Anterior' to the first slide", async () => {
      await userEvent.tab({ shift: true });
      await expect(previous).toHaveFocus();
      await enterUntilAriaDisabled(previous);
      await expectSlideAtStart(carousel, '1 de 8');
      await expect(previous).toHaveFocus();
      await expect(previous).toHaveAttribute('aria-disabled', 'true');
      const atStart = await trackAtRest(carousel);
      await userEvent.keyboard('{Enter}');
      await expect(await trackAtRest(carousel)).toBe(atStart);
      await expect(previous).toHaveFocus();
    });
  },
};

/** spec 1 §4: reaching the end asks for the next chunk, once for the list's current length. */
export const ReachEnd: Story = {
  args: { onReachEnd: fn() },
  play: async ({ canvas, userEvent, step, args }) => {
    const carousel = canvas.getByRole('region', { name: 'Segurança do trabalho' });
    await waitForCarousel(carousel);
    await expect(args.onReachEnd).not.toHaveBeenCalled();
    await step('To the end', async () => {
      await scrollCarouselToEnd(carousel);
      await waitFor(() => expect(args.onReachEnd).toHaveBeenCalledTimes(1), MOVE_TIMEOUT);
    });

    await step('Back one, then to the end again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Anterior' }));
      await waitFor(() =>
        expect(canvas.getByRole('button', { name: 'Próximo' })).not.toHaveAttribute(
          'aria-disabled',
        ),
      );
      await scrollCarouselToEnd(carousel);
      // The list did not grow, so it does not ask again.
      await expect(args.onReachEnd).toHaveBeenCalledTimes(1);
    });
  },
};

/** Every slide fits: the end is already in view, so the next chunk is asked for at once. */
export const AllSlidesFit: Story = {
  args: { children: topicSlides(2), onReachEnd: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('group')).toHaveLength(2);
    await waitForCarousel(canvas.getByRole('region', { name: 'Segurança do trabalho' }));
    await waitFor(() => expect(args.onReachEnd).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Próximo' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const LoadingMore: Story = {
  args: { children: topicSlides(5), loadingMore: true },
  play: async ({ canvas }) => {
    const carousel = canvas.getByRole('region', { name: 'Segurança do trabalho' });
    // The loading slide is not one of the 'n de m' slides.
    await expect(within(carousel).getAllByRole('group')).toHaveLength(5);
    await expect(within(carousel).getByRole('group', { name: '5 de 5' })).toBeInTheDocument();
    await expect(within(carousel).getByRole('status')).toHaveTextContent('Carregando mais…');
    await scrollCarouselToEnd(carousel);
    // At the end the loading slide has come into the carousel's viewport.
    const viewport = carousel.querySelector('[data-slot="carousel-viewport"]')!;
    const loading = carousel.querySelector('[data-slot="carousel-loading-slide"]')!;
    await waitFor(
      () =>
        expect(loading.getBoundingClientRect().right).toBeLessThanOrEqual(
          viewport.getBoundingClientRect().right + 1,
        ),
      MOVE_TIMEOUT,
    );
  },
};

/** Named by a heading outside it, with an action in its header. */
export const LabelledFromOutside: Story = {
  args: {
    title: undefined,
    'aria-labelledby': 'trilha-nr',
    kind: 'mandatory',
    children: topicSlides(6),
    actions: (
      <a
        href="#todos"
        className="text-sm font-semibold text-primary-ink underline-offset-4 hover:underline"
      >
        Ver todos
      </a>
    ),
  },
  decorators: [
    (Story) => (
      <div className="flex flex-col gap-2">
        <h2 id="trilha-nr" className="text-lg font-bold text-ink">
          Trilha de Normas Regulamentadoras
        </h2>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const carousel = canvas.getByRole('region', { name: 'Trilha de Normas Regulamentadoras' });
    await expect(within(carousel).queryByRole('heading', { level: 2 })).toBeNull();
    await expect(within(carousel).getByRole('link', { name: 'Ver todos' })).toBeVisible();
    await expect(within(carousel).getAllByRole('group')).toHaveLength(6);
  },
};

/**
 * At the end, the layout around the carousel changes (here its frame gains a left padding, as when
 * a scrollbar appears or the window is resized): Embla measures again and the last slide still ends
 * where the carousel ends, with reduced motion too (the visual test runs with it).
 */
export const StaysAlignedWhenResized: Story = {
  decorators: [
    (Story) => (
      <div data-testid="frame">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const carousel = canvas.getByRole('region', { name: 'Segurança do trabalho' });
    await scrollCarouselToEnd(carousel);
    const viewport = carousel.querySelector<HTMLElement>('[data-slot="carousel-viewport"]')!;
    const last = canvas.getByRole('group', { name: '8 de 8' });
    const expectLastAtEnd = () =>
      waitFor(() => {
        const contentRight =
          viewport.getBoundingClientRect().right -
          parseFloat(getComputedStyle(viewport).paddingRight);
        expect(Math.abs(last.getBoundingClientRect().right - contentRight)).toBeLessThan(1);
      }, MOVE_TIMEOUT);
    await expectLastAtEnd();
    canvas.getByTestId('frame').style.paddingLeft = '40px';
    await expectLastAtEnd();
    await expect(canvas.getByRole('button', { name: 'Próximo' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
