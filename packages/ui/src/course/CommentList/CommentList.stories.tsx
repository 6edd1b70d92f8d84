import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyPhoto } from '../../storybook/fixtures/learners';
import { waitForPhotos } from '../../storybook/helpers';
import { CommentList } from './CommentList';

const meta = {
  title: 'Course/CommentList',
  component: CommentList,
  parameters: { layout: 'padded' },
  args: {
    state: { status: 'ready' },
    comments: [
      {
        id: 1,
        userName: 'Carlos Eduardo Lima',
        userImage: storyPhoto,
        message: 'Conteúdo muito bem explicado.\nJá apliquei o checklist na minha equipe.',
        rating: 5,
        contentName: 'Introdução à NR-35',
        createAt: '2026-11-12T14:30:00',
      },
      {
        id: 2,
        userName: 'Fernanda Rocha',
        message: 'O áudio da segunda aula está baixo em alguns trechos.',
        rating: 3,
        createAt: '2026-11-03T09:10:00',
      },
    ],
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CommentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitForPhotos(canvasElement);
    const list = canvas.getByRole('list', { name: 'Lista de comentários' });
    await expect(list.querySelectorAll('li')).toHaveLength(2);
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Carlos Eduardo Lima' }),
    ).toBeVisible();
    // spec 1 §2: the date in the Brazilian format, the stars, the content's name.
    await expect(canvas.getByText('12/11/2026')).toBeVisible();
    await expect(canvas.getByRole('img', { name: '5 de 5 estrelas' })).toBeVisible();
    await expect(canvas.getByText('Introdução à NR-35')).toBeVisible();
    // Without a photo, the initials.
    await expect(canvas.getByText('FR')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { comments: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Não há nenhum comentário por aqui')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando comentários…');
  },
};

export const Failed: Story = {
  args: { state: { status: 'error', errorMessage: 'Erro de conexão.', onRetry: fn() } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Não foi possível carregar os comentários.')).toBeVisible();
    await expect(canvas.getByText('Erro de conexão.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.state.onRetry).toHaveBeenCalledOnce();
  },
};
