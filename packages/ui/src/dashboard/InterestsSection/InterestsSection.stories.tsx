import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { STORY_TODAY, storyCourses } from '../../storybook/fixtures/courses';
import { waitForImages } from '../../storybook/helpers';
import { InterestsSection } from './InterestsSection';

const interests = [
  {
    interest: { id: 4, title: 'Segurança do Trabalho' },
    courses: [
      storyCourses.heights,
      storyCourses.electrical,
      storyCourses.machines,
      storyCourses.contracts,
      storyCourses.blueprints,
    ],
  },
  {
    interest: { id: 7, title: 'Liderança e Gestão de Pessoas' },
    courses: [storyCourses.leadership, storyCourses.communication, storyCourses.costs],
  },
  // An interest without trainings is left out.
  { interest: { id: 9, title: 'Sustentabilidade' }, courses: [] },
  {
    interest: { id: 12, title: 'Excel e Ferramentas & Dados' },
    courses: [storyCourses.excel, storyCourses.service],
  },
];

const meta = {
  title: 'Dashboard/InterestsSection',
  component: InterestsSection,
  parameters: { layout: 'padded' },
  args: {
    interests,
    today: STORY_TODAY,
    state: { status: 'ready', onRetry: fn() },
    onIntroVideoClick: fn(),
    onCommentsClick: fn(),
  },
} satisfies Meta<typeof InterestsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Seus interesses';

export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await waitForImages(canvasElement);
    const section = canvas.getByRole('region', { name: TITLE });
    await expect(canvas.getByRole('heading', { level: 2, name: TITLE })).toBeVisible();
    const carousels = within(section)
      .getAllByRole('region')
      .filter((region) => region.getAttribute('aria-roledescription') === 'carousel');
    await expect(carousels.map((carousel) => carousel.getAttribute('data-slot'))).toEqual([
      'interest-carousel',
      'interest-carousel',
      'interest-carousel',
    ]);
    await expect(canvas.queryByRole('heading', { name: 'Sustentabilidade' })).toBeNull();

    const safety = canvas.getByRole('region', { name: 'Segurança do Trabalho' });
    await expect(within(safety).getAllByRole('group')).toHaveLength(5);
    await expect(
      within(safety).getByRole('heading', {
        level: 4,
        name: 'NR-35: Trabalho em Altura na Prática',
      }),
    ).toBeVisible();
    await expect(
      within(safety).getByRole('link', {
        name: 'Ver todos os treinamentos de Segurança do Trabalho',
      }),
    ).toHaveAttribute('href', '/student/interest/4?title=Seguran%C3%A7a%20do%20Trabalho');
    await expect(
      canvas.getByRole('link', {
        name: 'Ver todos os treinamentos de Excel e Ferramentas & Dados',
      }),
    ).toHaveAttribute('href', '/student/interest/12?title=Excel%20e%20Ferramentas%20%26%20Dados');

    const leadership = canvas.getByRole('region', { name: 'Liderança e Gestão de Pessoas' });
    await userEvent.click(
      within(leadership).getByRole('button', {
        name: 'Comentários de Liderança de Equipes em Canteiros de Obra',
      }),
    );
    await expect(args.onCommentsClick).toHaveBeenCalledWith(storyCourses.leadership);
  },
};

export const Loading: Story = {
  args: { interests: null, state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: TITLE })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Carregando os treinamentos dos seus interesses…',
    );
  },
};

export const Error: Story = {
  args: {
    interests: null,
    state: {
      status: 'error',
      errorMessage: 'O servidor não conseguiu concluir a operação.',
      onRetry: fn(),
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(
      'Não foi possível carregar os treinamentos dos seus interesses.',
    );
    await expect(alert).toHaveTextContent('O servidor não conseguiu concluir a operação.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.state?.onRetry).toHaveBeenCalledTimes(1);
  },
};

const rendersNothing: Story['play'] = async ({ canvas, canvasElement }) => {
  await expect(canvas.queryByRole('region')).toBeNull();
  await expect(canvasElement).toBeEmptyDOMElement();
};

/** spec 1 §2: no interests (null), no section. */
export const Empty: Story = {
  args: { interests: null },
  play: rendersNothing,
};

/** Interests chosen, but none has trainings yet: no section either. */
export const InterestsWithoutTrainings: Story = {
  args: { interests: [{ interest: { id: 9, title: 'Sustentabilidade' }, courses: [] }] },
  play: rendersNothing,
};
