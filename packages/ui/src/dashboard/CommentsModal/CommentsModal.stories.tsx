import { PAGE_SIZES } from '@decola/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { CommentsModal, type CommentsModalComment, type CommentsModalProps } from './CommentsModal';

function avatar(background: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80" width="80" height="80"><rect width="80" height="80" fill="${background}"/><circle cx="40" cy="32" r="14" fill="#ffffff" opacity="0.9"/><path d="M14 76c4-16 16-22 26-22s22 6 26 22z" fill="#ffffff" opacity="0.9"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** An address that fails to load at once, without the network: the avatar falls back. */
const BROKEN_IMAGE = 'data:image/png;base64,AAAA';

const authors: Array<[string, string | null]> = [
  ['Carlos Eduardo Lima', avatar('#1e3a8a')],
  ['Fernanda Rocha', null],
  ['Juliana Martins Alves', avatar('#7c2d12')],
  ['Rafael Souza Pinto', BROKEN_IMAGE],
  ['Mariana Costa', avatar('#14532d')],
  ['Paulo Henrique Dias', null],
  ['Beatriz Nogueira', avatar('#581c87')],
];

const contents = [
  'Introdução à NR-35',
  'Análise de risco e permissão de trabalho',
  'Sistemas de proteção contra quedas',
  'Resgate e primeiros socorros em altura',
];

const messages: Array<[string, number]> = [
  [
    'Conteúdo muito bem explicado. Os exemplos de obra real ajudaram a entender a permissão de trabalho.',
    5,
  ],
  ['Gostei das animações, mas o vídeo do cinto paraquedista poderia ser mais curto.', 4],
  ['Excelente! Já apliquei o checklist na minha equipe nesta semana.', 5],
  ['O áudio da segunda aula está baixo em alguns trechos.\nO resto está ótimo.', 3],
  ['Recomendo para todo mundo que trabalha no canteiro.', 5],
  ['Faltou falar um pouco mais sobre ancoragem em estruturas metálicas.', 4],
];

/** 38 comments of 'NR-35: Trabalho em Altura na Prática', newest first: three pages of 15. */
const allComments: CommentsModalComment[] = Array.from({ length: 38 }, (_, index) => {
  const [userName, userImage] = authors[index % authors.length]!;
  const [message, rating] = messages[index % messages.length]!;
  const day = 28 - (index % 28);
  const month = 10 - Math.floor(index / 28);
  return {
    id: 900 - index,
    userName,
    userImage,
    message,
    rating,
    contentName: contents[index % contents.length]!,
    createAt: `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T14:30:00`,
  };
});

const PAGE_SIZE = PAGE_SIZES.comments;
const TOTAL_PAGES = Math.ceil(allComments.length / PAGE_SIZE);
const pageOf = (page: number) => allComments.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

/**
 * The modal as the dashboard uses it: a course card's comments button opens it, and a page change
 * shows that page's comments (the app loads them through `pageDefault`).
 */
function ModalWithTrigger(props: CommentsModalProps) {
  const [open, setOpen] = useState(props.open);
  const [page, setPage] = useState(props.page);
  // Storybook copies args, so the full list is told apart by its length.
  const paged = props.comments.length === allComments.length;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Comentários de NR-35: Trabalho em Altura na Prática
      </Button>
      <CommentsModal
        {...props}
        open={open}
        page={page}
        comments={paged ? pageOf(page) : props.comments}
        onPageChange={(next) => {
          setPage(next);
          props.onPageChange(next);
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
  title: 'Dashboard/CommentsModal',
  component: CommentsModal,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div className="p-8">
      <ModalWithTrigger {...args} />
    </div>
  ),
  args: {
    open: true,
    courseTitle: 'NR-35: Trabalho em Altura na Prática',
    comments: allComments,
    page: 1,
    totalPages: TOTAL_PAGES,
    state: { status: 'ready' },
    onPageChange: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof CommentsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const findModal = () => screen.findByRole('dialog', { name: 'Comentários' });

/** Page 1 of 3: 15 comments, each with its author, date, stars, content and text. */
export const Default: Story = {
  tags: ['templates'],
  play: async () => {
    const dialog = await findModal();
    await expect(dialog).toHaveAccessibleDescription('NR-35: Trabalho em Altura na Prática');
    const list = within(dialog).getByRole('list', { name: 'Lista de comentários' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(15);
    const first = within(within(items[0]!).getByRole('article', { name: 'Carlos Eduardo Lima' }));
    await expect(first.getByText('28/10/2026')).toHaveAttribute('datetime', '2026-10-28T14:30:00');
    await expect(first.getByRole('img', { name: '5 de 5 estrelas' })).toBeVisible();
    await expect(first.getByText('Introdução à NR-35')).toBeVisible();
    await expect(first.getByText(/Conteúdo muito bem explicado/)).toBeVisible();
    const second = within(items[1]!);
    await expect(second.getByRole('heading', { level: 3, name: 'Fernanda Rocha' })).toBeVisible();
    await expect(second.getByRole('img', { name: '4 de 5 estrelas' })).toBeVisible();
    const pagination = within(dialog).getByRole('navigation', { name: 'Páginas de comentários' });
    await expect(within(pagination).getByRole('button', { name: '1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      within(pagination).getByRole('button', { name: 'Página anterior' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A photo that fails to load gives way to the author's initials. */
export const ImageFallback: Story = {
  play: async () => {
    const dialog = await findModal();
    const rafael = within(dialog).getAllByRole('article', { name: 'Rafael Souza Pinto' })[0]!;
    await waitFor(() =>
      expect(rafael.querySelector('[data-slot="avatar-initials"]')).toHaveTextContent('RP'),
    );
    await expect(rafael.querySelector('img')).toBeNull();
    // A working photo stays a photo.
    const carlos = within(dialog).getAllByRole('article', { name: 'Carlos Eduardo Lima' })[0]!;
    await expect(carlos.querySelector('img')).not.toBeNull();
  },
};

/** spec 1 §2: 15 a page; the app gets the page and shows it; next is disabled on the last. */
export const Paging: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await findModal();
    const pagination = within(dialog).getByRole('navigation', { name: 'Páginas de comentários' });
    await userEvent.click(within(pagination).getByRole('button', { name: 'Próxima página' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    // Read down to the pagination, then open page 3: it starts at its first comment.
    const scroller = dialog.querySelector('[data-slot="comments-modal"]')!.parentElement!;
    scroller.scrollTop = scroller.scrollHeight;
    await expect(scroller.scrollTop).toBeGreaterThan(0);
    await userEvent.click(within(pagination).getByRole('button', { name: '3' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await waitFor(() => expect(scroller.scrollTop).toBe(0));
    const items = within(
      within(dialog).getByRole('list', { name: 'Lista de comentários' }),
    ).getAllByRole('listitem');
    await expect(items).toHaveLength(8);
    await expect(within(pagination).getByRole('button', { name: '3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      within(pagination).getByRole('button', { name: 'Próxima página' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Escape closes the modal and focus goes back to the button that opened it. */
export const EscapeCloses: Story = {
  args: { open: false },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', {
      name: 'Comentários de NR-35: Trabalho em Altura na Prática',
    });
    await userEvent.click(trigger);
    const dialog = await findModal();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** spec 1 §8: a course without comments. */
export const Empty: Story = {
  args: { comments: [], totalPages: 0 },
  play: async () => {
    const dialog = await findModal();
    await expect(within(dialog).getByText('Não há nenhum comentário por aqui')).toBeVisible();
    await expect(within(dialog).queryByRole('list', { name: 'Lista de comentários' })).toBeNull();
    await expect(within(dialog).queryByRole('navigation')).toBeNull();
  },
};

export const Loading: Story = {
  args: { comments: [], state: { status: 'loading' } },
  play: async () => {
    const dialog = await findModal();
    const body = dialog.querySelector('[data-slot="comments-modal"]');
    await expect(body).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Carregando comentários…');
    await expect(within(dialog).queryByRole('list', { name: 'Lista de comentários' })).toBeNull();
  },
};

/** While another page loads the pagination stays, so the focused page button is not lost. */
export const LoadingAnotherPage: Story = {
  args: { comments: [], page: 2, state: { status: 'loading' } },
  play: async () => {
    const dialog = await findModal();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Carregando comentários…');
    const pagination = within(dialog).getByRole('navigation', { name: 'Páginas de comentários' });
    await expect(within(pagination).getByRole('button', { name: '2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Error: Story = {
  args: {
    comments: [],
    state: { status: 'error', errorMessage: 'Erro de conexão.', onRetry: fn() },
  },
  play: async ({ userEvent, args }) => {
    const dialog = await findModal();
    const alert = within(dialog).getByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar os comentários.');
    await expect(alert).toHaveTextContent('Erro de conexão.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.state.onRetry).toHaveBeenCalledTimes(1);
  },
};
