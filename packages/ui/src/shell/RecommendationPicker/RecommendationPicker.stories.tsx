import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import {
  carlos,
  openPicker,
  recommendationPickerStoryMeta,
} from '../../storybook/recommendationPicker';
import type { RecommendationPicker } from './RecommendationPicker';

/** The picker's states; choosing, searching and closing are in RecommendationPicker.features. */
const meta = {
  title: 'Shell/RecommendationPicker',
  ...recommendationPickerStoryMeta,
} satisfies Meta<typeof RecommendationPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['templates'],
  play: async ({ userEvent, args }) => {
    const { dialog, picker } = await openPicker();
    await expect(dialog).toHaveAccessibleDescription(
      'Escolha os colegas que vão receber a indicação de “Liderança Situacional na Prática”.',
    );
    await expect(picker.getByRole('radio', { name: 'Todos' })).toBeChecked();
    await expect(picker.getAllByRole('checkbox')).toHaveLength(12);
    // Named by the person, described by where they work.
    const first = picker.getByRole('checkbox', { name: 'Carlos Eduardo Lima' });
    await expect(first).toHaveAccessibleDescription(
      'carlos.lima@decola.com.br · Decola Construções',
    );
    await expect(picker.getByRole('checkbox', { name: 'Fernanda Rocha (Fê)' })).toBeVisible();
    // Without a photo, the initials.
    await expect(picker.getByText('FR')).toHaveAttribute('aria-hidden', 'true');
    await expect(picker.getByRole('navigation', { name: 'Paginação' })).toBeVisible();

    await userEvent.click(first);
    await userEvent.click(picker.getByText('Juliana Martins Alves'));
    await expect(picker.getByRole('checkbox', { name: 'Juliana Martins Alves' })).toBeChecked();
    await expect(picker.getByText('2 colegas selecionados')).toBeVisible();
    await expect(picker.getByRole('radio', { name: 'Selecionados (2)' })).toBeVisible();

    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WideLayout: Story = {
  args: { wide: true },
  tags: ['templates'],
  play: async () => {
    const { picker } = await openPicker();
    // spec 1 §9: from 1000 px the list has two columns.
    const [first, second, third] = picker
      .getAllByRole('listitem')
      .map((item) => item.getBoundingClientRect());
    await expect(Math.round(second!.top)).toBe(Math.round(first!.top));
    await expect(second!.left).toBeGreaterThan(first!.right);
    await expect(third!.top).toBeGreaterThan(first!.bottom);
  },
};

export const NarrowLayout: Story = {
  play: async () => {
    const { picker } = await openPicker();
    const [first, second] = picker
      .getAllByRole('listitem')
      .map((item) => item.getBoundingClientRect());
    await expect(second!.top).toBeGreaterThan(first!.bottom);
    await expect(Math.round(second!.left)).toBe(Math.round(first!.left));
  },
};

export const Loading: Story = {
  args: { users: [], state: { status: 'loading' } },
  play: async () => {
    const { picker } = await openPicker();
    await expect(picker.getByRole('status')).toHaveTextContent('Carregando colegas…');
    await expect(picker.queryByRole('navigation')).toBeNull();
  },
};

export const Empty: Story = {
  args: { users: [], pages: 0 },
  play: async () => {
    const { picker } = await openPicker();
    await expect(picker.getByText('Não há nada por aqui.')).toBeVisible();
    await expect(picker.queryByRole('navigation')).toBeNull();
  },
};

export const Error: Story = {
  args: {
    users: [],
    state: { status: 'error', errorMessage: 'Erro de conexão.', onRetry: fn() },
  },
  play: async ({ userEvent, args }) => {
    const { picker } = await openPicker();
    await expect(picker.getByText('Erro de conexão.')).toBeVisible();
    await userEvent.click(picker.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.state?.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => {})) },
  play: async ({ userEvent, args }) => {
    const { picker } = await openPicker();
    await userEvent.click(picker.getByRole('checkbox', { name: 'Carlos Eduardo Lima' }));
    const send = picker.getByRole('button', { name: 'Indicar' });
    await userEvent.click(send);
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(send);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Indicar treinamento' })).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const SubmitFails: Story = {
  args: {
    onSubmit: fn(async () => {
      throw { code: 'USER_NOT_FOUND', message: 'Usuário não encontrado.' };
    }),
  },
  play: async ({ userEvent, args }) => {
    const { dialog, picker } = await openPicker();
    await userEvent.click(picker.getByRole('checkbox', { name: 'Carlos Eduardo Lima' }));
    await userEvent.click(picker.getByRole('button', { name: 'Indicar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith([carlos.id]);
    await expect(await picker.findByRole('alert')).toHaveTextContent('Usuário não encontrado.');
    // The choice stays, ready to try again.
    await expect(picker.getByRole('checkbox', { name: 'Carlos Eduardo Lima' })).toBeChecked();
    await expect(dialog).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
