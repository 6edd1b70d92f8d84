import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectSlideAtStart } from '../../storybook/carousel';
import { waitForImages } from '../../storybook/helpers';
import { storyCourses } from '../../storybook/fixtures/landing';
import { NewCoursesCarousel } from './NewCoursesCarousel';

const meta = {
  title: 'Landing/NewCoursesCarousel',
  component: NewCoursesCarousel,
  parameters: { layout: 'padded' },
  args: { courses: storyCourses, onCourseClick: fn() },
} satisfies Meta<typeof NewCoursesCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, step, args }) => {
    await waitForImages(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'NOVIDADES' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group');
    await expect(slides).toHaveLength(5);
    await expect(slides[0]).toHaveAccessibleName('1 de 5');
    await expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');

    const previous = canvas.getByRole('button', { name: 'Anterior' });
    const next = canvas.getByRole('button', { name: 'Próximo' });
    await waitFor(() => expect(next).not.toHaveAttribute('aria-disabled'));
    await expect(previous).toHaveAttribute('aria-disabled', 'true');

    await step('Próximo and Anterior move one slide', async () => {
      await userEvent.click(next);
      await expectSlideAtStart(carousel, '2 de 5');
      await expect(previous).not.toHaveAttribute('aria-disabled');

      await userEvent.click(previous);
      await expectSlideAtStart(carousel, '1 de 5');
      await waitFor(() => expect(previous).toHaveAttribute('aria-disabled', 'true'));
    });

    await step("The first course's card", async () => {
      const first = within(slides[0]!);
      await expect(first.getByRole('img', { name: /Segurança do Trabalho/ })).toBeVisible();
      await expect(first.getByText('4,7')).toBeVisible();
      await expect(first.getByText('01:30:00')).toBeVisible();
      await expect(first.getByText('Com certificado')).toBeVisible();
      await userEvent.click(
        first.getByRole('button', { name: 'Segurança do Trabalho em Canteiros de Obra' }),
      );
      await expect(args.onCourseClick).toHaveBeenCalledTimes(1);
      await expect(args.onCourseClick).toHaveBeenCalledWith(storyCourses[0]);
    });
  },
};

export const KeyboardArrows: Story = {
  play: async ({ canvas, canvasElement, userEvent, step, args }) => {
    await waitForImages(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'NOVIDADES' });
    const previous = canvas.getByRole('button', { name: 'Anterior' });
    const next = canvas.getByRole('button', { name: 'Próximo' });
    await waitFor(() => expect(next).not.toHaveAttribute('aria-disabled'));
    // 'Anterior' at the start is aria-disabled, still a stop (lib/focusableDisabled).
    await step('Tab reaches Anterior, Próximo, then the first card', async () => {
      await userEvent.tab();
      await expect(previous).toHaveFocus();
      await expect(previous).toHaveAttribute('aria-disabled', 'true');
      await userEvent.tab();
      await expect(next).toHaveFocus();
      await userEvent.tab();
      const card = canvas.getByRole('button', {
        name: 'Segurança do Trabalho em Canteiros de Obra',
      });
      await expect(card).toHaveFocus();
    });

    await step('ArrowRight and ArrowLeft move the carousel', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expectSlideAtStart(carousel, '2 de 5');
      await userEvent.keyboard('{ArrowRight}');
      await expectSlideAtStart(carousel, '3 de 5');
      await userEvent.keyboard('{ArrowLeft}');
      await expectSlideAtStart(carousel, '2 de 5');
    });

    await userEvent.keyboard('{Enter}');
    await expect(args.onCourseClick).toHaveBeenCalledWith(storyCourses[0]);
  },
};

export const Loading: Story = {
  args: { courses: [], status: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'NOVIDADES' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Carregando os cursos mais recentes…',
    );
    await expect(canvas.queryAllByRole('group')).toHaveLength(0);
  },
};

export const Empty: Story = {
  args: { courses: [] },
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    // spec 1 §1: the carousel is shown only when there are new courses.
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.queryByText('NOVIDADES')).toBeNull();
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};

export const SingleCourse: Story = {
  args: { courses: [storyCourses[2]!] },
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    const slide = canvas.getByRole('group', { name: '1 de 1' });
    await expect(within(slide).getByText('0')).toBeVisible();
    await expect(within(slide).getByText('48:00')).toBeVisible();
    await expect(within(slide).queryByText('Com certificado')).toBeNull();
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
