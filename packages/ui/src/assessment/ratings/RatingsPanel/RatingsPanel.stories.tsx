import { addRating, removeRating, toggleLike } from '@decola/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, mocked, screen, userEvent, waitFor, within } from 'storybook/test';
import { withViewerTabFrame } from '../../../storybook/decorators';
import { storyPhoto } from '../../../storybook/fixtures/learners';
import { waitForPhotos } from '../../../storybook/helpers';
import { ownRating, storyRatings, STORY_USER_ID } from '../../../storybook/fixtures/ratings';
import type { ContentRating } from '../types';
import { RatingsPanel, type RatingsPanelProps } from './RatingsPanel';

/** The panel as the app drives it: the ratings kept here, a created one first. */
function RatingsHarness({
  ratings: initial,
  onCreate,
  onToggleLike,
  onDelete,
  ...props
}: RatingsPanelProps) {
  const [ratings, setRatings] = useState<ContentRating[]>([...initial]);
  return (
    <RatingsPanel
      {...props}
      ratings={ratings}
      onCreate={async (stars, message) => {
        await onCreate(stars, message);
        setRatings((current) =>
          addRating(current, {
            ...ownRating,
            id: 900 + current.length,
            stars,
            message,
            userImage: storyPhoto,
          }),
        );
      }}
      onToggleLike={(rating) => {
        onToggleLike(rating);
        setRatings((current) => toggleLike(current, rating.id, STORY_USER_ID));
      }}
      onDelete={async (id) => {
        await onDelete(id);
        setRatings((current) => removeRating(current, id));
      }}
    />
  );
}

const meta = {
  title: 'Assessment/Ratings/RatingsPanel',
  component: RatingsHarness,
  decorators: [withViewerTabFrame],
  args: {
    ratings: [ownRating, ...storyRatings],
    userId: STORY_USER_ID,
    onCreate: fn(),
    onToggleLike: fn(),
    onDelete: fn(),
    onLoadMore: fn(),
  },
} satisfies Meta<typeof RatingsHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('list', { name: 'Avaliações' }));

/** Every rating, the learner's own marked; like toggles; the own one is deleted after asking. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args, step }) => {
    // Fernanda's photo fails: the initials replace it before the photos are awaited.
    await canvas.findByText('FR');
    await waitForPhotos(canvasElement);
    const ratings = list(canvasElement);
    await expect(
      ratings.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Ana Beatriz Souza', 'Carlos Eduardo Lima', 'Fernanda Rocha', 'Marina Costa']);
    await expect(
      canvas.getByRole('button', { name: 'Curtir avaliação de Fernanda Rocha' }),
    ).toHaveAttribute('aria-pressed', 'true');

    await step('like, then unlike', async () => {
      const like = canvas.getByRole('button', { name: 'Curtir avaliação de Carlos Eduardo Lima' });
      await userEvent.click(like);
      await expect(like).toHaveAttribute('aria-pressed', 'true');
      await expect(
        canvas
          .getByRole('article', { name: 'Carlos Eduardo Lima' })
          .querySelector('[data-slot="rating-likes"]'),
      ).toHaveTextContent('3 curtidas');
      await userEvent.click(like);
      await expect(like).toHaveAttribute('aria-pressed', 'false');
      await expect(args.onToggleLike).toHaveBeenCalledTimes(2);
    });

    await step('delete the own rating', async () => {
      await userEvent.click(
        canvas.getByRole('button', { name: 'Excluir avaliação de Ana Beatriz Souza' }),
      );
      const dialog = within(
        await screen.findByRole('alertdialog', { name: 'Excluir sua avaliação?' }),
      );
      await expect(dialog.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
      await userEvent.click(dialog.getByRole('button', { name: 'Excluir' }));
      await expect(args.onDelete).toHaveBeenCalledWith(433);
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      await expect(canvas.queryByRole('article', { name: 'Ana Beatriz Souza' })).toBeNull();
    });
  },
};

/** spec 2 §5: 0 stars, then under 4 without a message, refused before any call; then sent, first. */
export const Refused: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const form = within(canvas.getByRole('form', { name: 'Avaliar este conteúdo' }));
    await userEvent.click(form.getByRole('button', { name: 'Enviar avaliação' }));
    await expect(form.getByText('Selecione entre uma e cinco estrelas.')).toBeVisible();
    await expect(form.getByRole('radio', { name: '1 de 5 estrelas' })).toHaveFocus();

    await userEvent.click(form.getByRole('radio', { name: '3 de 5 estrelas' }));
    await userEvent.click(form.getByRole('button', { name: 'Enviar avaliação' }));
    const message = form.getByRole('textbox', { name: 'Mensagem' });
    await expect(message).toHaveAccessibleDescription(/Deixe uma mensagem/);
    await expect(message).toHaveFocus();
    await expect(args.onCreate).not.toHaveBeenCalled();
    await expect(message).toHaveAttribute('maxlength', '500');

    await userEvent.type(message, 'Faltou um exemplo de fachada.');
    await userEvent.click(form.getByRole('button', { name: 'Enviar avaliação' }));
    await expect(args.onCreate).toHaveBeenCalledWith(3, 'Faltou um exemplo de fachada.');
    // Sent: the form starts again and the new rating is first.
    await waitFor(() => expect(message).toHaveValue(''));
    await expect(form.getByRole('radio', { name: '3 de 5 estrelas' })).not.toBeChecked();
    const first = list(canvasElement).getAllByRole('article')[0]!;
    await expect(first).toHaveTextContent('Faltou um exemplo de fachada.');
    await expect(within(first).getByRole('img', { name: '3 de 5 estrelas' })).toBeVisible();
  },
};

/** A failed send says why and keeps the stars and the message. */
export const SendFails: Story = {
  play: async ({ canvas, args }) => {
    mocked(args.onCreate).mockRejectedValueOnce({
      code: 'UNEXPECTED_ERROR',
      message: 'Erro de conexão.',
    });
    const form = within(canvas.getByRole('form', { name: 'Avaliar este conteúdo' }));
    await userEvent.click(form.getByRole('radio', { name: '2 de 5 estrelas' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Mensagem' }), 'Vídeo travando.');
    await userEvent.click(form.getByRole('button', { name: 'Enviar avaliação' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('Erro de conexão.');
    await expect(form.getByRole('radio', { name: '2 de 5 estrelas' })).toBeChecked();
    await expect(form.getByRole('textbox', { name: 'Mensagem' })).toHaveValue('Vídeo travando.');
  },
};

/** spec 2 §8: no rating yet. */
export const Empty: Story = {
  args: { ratings: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Não há nenhum comentário por aqui')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Avaliações' })).toBeNull();
    await expect(canvas.getByRole('form', { name: 'Avaliar este conteúdo' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando avaliações…');
  },
};

/** The list failed: it says so and retries; the learner can still rate. */
export const Failed: Story = {
  args: { state: { status: 'error', errorMessage: 'Erro de conexão.', onRetry: fn() } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Não foi possível carregar as avaliações.')).toBeVisible();
    await expect(canvas.getByText('Erro de conexão.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.state?.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('form', { name: 'Avaliar este conteúdo' })).toBeVisible();
  },
};

/** More ratings wait: the list ends with a button that loads them. */
export const More: Story = {
  args: { ratings: storyRatings, hasMore: true },
  play: async ({ canvas, canvasElement, args }) => {
    // Fernanda's photo fails: the initials replace it before the photos are awaited.
    await canvas.findByText('FR');
    await waitForPhotos(canvasElement);
    const more = canvas.getByRole('button', { name: 'Carregar mais avaliações' });
    await userEvent.click(more);
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    more.blur();
  },
};

/** The rating the learner was writing before a reload: its stars and words are back, and kept. */
export const KeptDraft: Story = {
  args: {
    draft: { stars: 3, message: 'O vídeo trava no meio' },
    onDraftChange: fn(),
  },
  play: async ({ canvas, canvasElement, args }) => {
    await canvas.findByText('FR');
    await waitForPhotos(canvasElement);
    const form = within(canvas.getByRole('form', { name: 'Avaliar este conteúdo' }));
    await expect(form.getByRole('radio', { name: '3 de 5 estrelas' })).toBeChecked();
    const message = form.getByRole('textbox', { name: 'Mensagem' });
    await expect(message).toHaveValue('O vídeo trava no meio');
    await userEvent.type(message, '.');
    await expect(args.onDraftChange).toHaveBeenLastCalledWith({
      stars: 3,
      message: 'O vídeo trava no meio.',
    });
    await userEvent.click(form.getByRole('radio', { name: '2 de 5 estrelas' }));
    await expect(args.onDraftChange).toHaveBeenLastCalledWith({
      stars: 2,
      message: 'O vídeo trava no meio.',
    });
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};
