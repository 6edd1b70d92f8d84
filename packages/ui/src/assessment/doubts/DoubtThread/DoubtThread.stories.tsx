import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withViewerTabFrame } from '../../../storybook/decorators';
import { waitForPhotos } from '../../../storybook/helpers';
import { storyThread } from '../../../storybook/fixtures/doubts';
import { DoubtThread } from './DoubtThread';

const meta = {
  title: 'Assessment/Doubts/DoubtThread',
  component: DoubtThread,
  args: { doubts: storyThread, onReply: fn() },
  decorators: [withViewerTabFrame],
} satisfies Meta<typeof DoubtThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each doubt with its answer (or waiting for one), its follow-ups under it; a reply is sent. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await waitForPhotos(canvasElement);
    const thread = canvas.getByRole('list', { name: 'Dúvidas' });
    await expect(
      within(thread)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Ancoragem em platibanda', 'Validade do treinamento']);
    await expect(canvas.getAllByText('Aguardando resposta')).toHaveLength(2);
    await expect(canvas.getByText(/Resposta de Patrícia Menezes/)).toBeVisible();
    const followUps = canvas.getByRole('list', {
      name: 'Continuação de “Validade do treinamento”',
    });
    await expect(followUps).toHaveTextContent('E quem ficou afastado por 60 dias');

    await userEvent.click(
      canvas.getByRole('button', { name: 'Responder à dúvida “Validade do treinamento”' }),
    );
    const form = within(
      canvas.getByRole('form', { name: 'Responder à dúvida “Validade do treinamento”' }),
    );
    await expect(form.getByRole('textbox', { name: 'Título' })).toHaveValue(
      'Validade do treinamento',
    );
    await userEvent.type(form.getByRole('textbox', { name: 'Descrição' }), 'E para estagiários?');
    await userEvent.click(form.getByRole('button', { name: 'Enviar resposta' }));
    await expect(args.onReply).toHaveBeenCalledWith(6, {
      title: 'Validade do treinamento',
      description: 'E para estagiários?',
    });
    await waitFor(() => expect(canvas.queryByRole('form')).toBeNull());
  },
};

export const Empty: Story = {
  args: { doubts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Não há nada por aqui.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando dúvidas…');
  },
};

export const Failed: Story = {
  args: { state: { status: 'error', errorMessage: 'Erro de conexão.', onRetry: fn() } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Não foi possível carregar as dúvidas.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.state?.onRetry).toHaveBeenCalledOnce();
  },
};
