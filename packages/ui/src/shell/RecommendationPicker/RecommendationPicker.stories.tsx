import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { storyUsers, storyUsersSecondPage } from '../../storybook/fixtures/colleagues';
import {
  RecommendationPicker,
  type RecommendationPickerProps,
  type RecommendationUser,
} from './RecommendationPicker';

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The picker with the app's part played here: a button opens it, the page and the search choose
 * which colleagues it receives (the stories' two pages).
 */
function PickerOnCoursePage(props: RecommendationPickerProps) {
  const [open, setOpen] = useState(props.open);
  const [page, setPage] = useState(props.page);
  const [search, setSearch] = useState('');
  const pageUsers: readonly RecommendationUser[] = page === 2 ? storyUsersSecondPage : props.users;
  const users = pageUsers.filter((user) =>
    plain(`${user.name} ${user.email}`).includes(plain(search)),
  );
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Indicar para colegas
      </Button>
      <RecommendationPicker
        {...props}
        open={open}
        users={users}
        page={page}
        pages={search ? 1 : props.pages}
        onPageChange={(next) => {
          setPage(next);
          props.onPageChange(next);
        }}
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
          props.onSearch(text);
        }}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Shell/RecommendationPicker',
  component: RecommendationPicker,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div className="p-8">
      <PickerOnCoursePage {...args} />
    </div>
  ),
  args: {
    open: true,
    courseTitle: 'Liderança Situacional na Prática',
    users: storyUsers,
    page: 1,
    pages: 2,
    wide: false,
    onPageChange: fn(),
    onSearch: fn(),
    onRetry: fn(),
    onClose: fn(),
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof RecommendationPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openPicker() {
  const dialog = await screen.findByRole('dialog', { name: 'Indicar treinamento' });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  const picker = within(dialog);
  await waitForImages(dialog);
  return { dialog, picker };
}

async function waitForImages(root: HTMLElement) {
  const images = [...root.querySelectorAll('img')];
  await Promise.all(images.map((image) => image.decode().catch(() => {})));
  for (const image of images) await expect(image.naturalWidth).toBeGreaterThan(0);
}

const [carlos, fernanda, juliana] = storyUsers as [
  RecommendationUser,
  RecommendationUser,
  RecommendationUser,
];

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

export const Sent: Story = {
  args: { open: false },
  play: async ({ userEvent, args }) => {
    const trigger = screen.getByRole('button', { name: 'Indicar para colegas' });
    await userEvent.click(trigger);
    const { picker } = await openPicker();
    await userEvent.click(picker.getByRole('checkbox', { name: 'Carlos Eduardo Lima' }));
    await userEvent.click(picker.getByRole('checkbox', { name: 'Juliana Martins Alves' }));
    await userEvent.click(picker.getByRole('button', { name: 'Indicar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith([carlos.id, juliana.id]);
    // Sent: the picker closes (the app shows 'Você indicou este treinamento com sucesso!').
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const SelectedFilter: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const { picker } = await openPicker();
    await userEvent.click(picker.getByRole('checkbox', { name: 'Fernanda Rocha (Fê)' }));
    // A choice on another page is kept.
    await userEvent.click(picker.getByRole('button', { name: '2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await userEvent.click(await picker.findByRole('checkbox', { name: 'Gustavo Freitas' }));
    await userEvent.click(picker.getByRole('button', { name: '1' }));
    await expect(picker.getByRole('checkbox', { name: 'Fernanda Rocha (Fê)' })).toBeChecked();

    await userEvent.click(picker.getByRole('radio', { name: 'Selecionados (2)' }));
    await expect(picker.getAllByRole('checkbox')).toHaveLength(2);
    await expect(picker.getByRole('checkbox', { name: 'Fernanda Rocha (Fê)' })).toBeChecked();
    await expect(picker.getByRole('checkbox', { name: 'Gustavo Freitas' })).toBeChecked();
    // Only the chosen: no search and no pages here.
    await expect(picker.queryByRole('searchbox')).toBeNull();
    await expect(picker.queryByRole('navigation')).toBeNull();

    // Unticking here removes the person from the choice.
    await userEvent.click(picker.getByRole('checkbox', { name: 'Gustavo Freitas' }));
    await expect(picker.queryByRole('checkbox', { name: 'Gustavo Freitas' })).toBeNull();
    await expect(picker.getByRole('radio', { name: 'Selecionados (1)' })).toBeChecked();
    await expect(picker.getByText('1 colega selecionado')).toBeVisible();
    await waitForImages(canvasElement.ownerDocument.body);
  },
};

export const SelectedFilterEmpty: Story = {
  play: async ({ userEvent }) => {
    const { picker } = await openPicker();
    await userEvent.click(picker.getByRole('radio', { name: 'Selecionados (0)' }));
    await expect(picker.getByText('Você ainda não selecionou nenhum colega.')).toBeVisible();
    await expect(picker.queryAllByRole('checkbox')).toHaveLength(0);
  },
};

export const Search: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const { picker } = await openPicker();
    const search = picker.getByRole('searchbox', { name: 'Buscar colega' });
    await userEvent.type(search, 'mari');
    // spec 1 §9: the search waits 500 ms after the last key.
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('mari'), { timeout: 2000 });
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(picker.getAllByRole('checkbox')).toHaveLength(1));
    await expect(picker.getByRole('checkbox', { name: 'Mariana Costa' })).toBeVisible();
    await waitForImages(canvasElement.ownerDocument.body);
  },
};

export const SingleSelect: Story = {
  args: { allowMultiple: false },
  play: async ({ userEvent, args }) => {
    const { dialog, picker } = await openPicker();
    await expect(dialog).toHaveAccessibleDescription(
      'Escolha o colega que vai receber a indicação de “Liderança Situacional na Prática”.',
    );
    await expect(picker.queryAllByRole('checkbox')).toHaveLength(0);
    const group = picker.getByRole('group', { name: 'Colega para indicar' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(12);
    await userEvent.click(within(group).getByRole('radio', { name: 'Carlos Eduardo Lima' }));
    await userEvent.click(within(group).getByRole('radio', { name: 'Fernanda Rocha (Fê)' }));
    // At most one.
    await expect(
      within(group).getByRole('radio', { name: 'Carlos Eduardo Lima' }),
    ).not.toBeChecked();
    await expect(within(group).getByRole('radio', { name: 'Fernanda Rocha (Fê)' })).toBeChecked();
    await expect(picker.getByRole('radio', { name: 'Selecionados (1)' })).toBeVisible();
    await userEvent.click(picker.getByRole('button', { name: 'Indicar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith([fernanda.id]);
  },
};

export const SingleSelectChosen: Story = {
  args: { allowMultiple: false },
  play: async ({ userEvent }) => {
    const { picker } = await openPicker();
    await userEvent.click(picker.getByRole('radio', { name: 'Juliana Martins Alves' }));
    await expect(picker.getByRole('radio', { name: 'Juliana Martins Alves' })).toBeChecked();
    await expect(picker.getByText('1 colega selecionado')).toBeVisible();
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
  args: { users: [], status: 'loading' },
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
  args: { users: [], status: 'error', errorMessage: 'Erro de conexão.' },
  play: async ({ userEvent, args }) => {
    const { picker } = await openPicker();
    await expect(picker.getByText('Erro de conexão.')).toBeVisible();
    await userEvent.click(picker.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NobodyChosen: Story = {
  play: async ({ userEvent, args }) => {
    const { picker } = await openPicker();
    await userEvent.click(picker.getByRole('button', { name: 'Indicar' }));
    await expect(picker.getByRole('alert')).toHaveTextContent(
      'Selecione pelo menos um colega para indicar.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Choosing someone takes the message away.
    await userEvent.click(picker.getByRole('checkbox', { name: 'Carlos Eduardo Lima' }));
    await expect(picker.queryByRole('alert')).toBeNull();
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

export const EscapeCloses: Story = {
  args: { open: false },
  play: async ({ userEvent, args }) => {
    const trigger = screen.getByRole('button', { name: 'Indicar para colegas' });
    await userEvent.click(trigger);
    const { picker } = await openPicker();
    await userEvent.click(picker.getByRole('checkbox', { name: 'Carlos Eduardo Lima' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
    // Opening again starts with nobody chosen.
    await userEvent.click(trigger);
    const reopened = await openPicker();
    await expect(
      reopened.picker.getByRole('checkbox', { name: 'Carlos Eduardo Lima' }),
    ).not.toBeChecked();
  },
};
