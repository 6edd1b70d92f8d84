import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { waitForImages } from '../../storybook/helpers';
import { storyCourses } from '../../storybook/fixtures/courses';
import { CourseProgressCard } from './CourseProgressCard';

const meta = {
  title: 'Course/CourseProgressCard',
  component: CourseProgressCard,
  parameters: { layout: 'padded' },
  args: { course: storyCourses.leadership, onContinue: fn() },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CourseProgressCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Liderança de Equipes em Canteiros de Obra';

export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await waitForImages(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: TITLE })).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: `Progresso de ${TITLE}` });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', '40% concluído');
    await expect(canvas.getByText('40%')).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Continuar', description: TITLE });
    await userEvent.click(button);
    await expect(args.onContinue).toHaveBeenCalledWith(storyCourses.leadership);
  },
};

/** While the contents load, the button is busy and a second click does nothing. */
export const Continuing: Story = {
  args: { continuing: true },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await waitForImages(canvasElement);
    const button = canvas.getByRole('button', { name: 'Continuar' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Abrindo o conteúdo de onde você parou…',
    );
    await expect(canvas.getByRole('article')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const WithoutImage: Story = {
  args: { course: storyCourses.blueprints },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="card-cover-fallback"]')).toBeVisible();
    await expect(
      canvas.getByRole('progressbar', { name: 'Progresso de Leitura e Interpretação de Projetos' }),
    ).toHaveAttribute('aria-valuenow', '75');
    await userEvent.keyboard('{Tab}{Enter}');
    await expect(args.onContinue).toHaveBeenCalledWith(storyCourses.blueprints);
  },
};

export const JustStarted: Story = {
  args: { course: storyCourses.costs },
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '8');
    await expect(canvas.getByText('8%')).toBeVisible();
  },
};
