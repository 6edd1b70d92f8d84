import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { PagedList, type PagedListProps } from './PagedList';

const TRAININGS = [
  'Segurança do Trabalho em Canteiros de Obra',
  'Leitura de Projetos Estruturais',
  'Gestão de Resíduos na Construção',
];

/** A list whose page is its own state, as the URL's `page` is on a list screen. */
function TrainingList({ onPageChange, ...props }: Omit<PagedListProps, 'children'>) {
  const [page, setPage] = useState(props.page);
  return (
    <PagedList
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        onPageChange(next);
      }}
    >
      <ul className="flex flex-col gap-2">
        {TRAININGS.map((title) => (
          <li key={title} className="rounded-card border border-line bg-surface p-3 text-ink">
            {title} — página {page}
          </li>
        ))}
      </ul>
    </PagedList>
  );
}

const meta = {
  title: 'Primitives/PagedList',
  component: TrainingList,
  decorators: [
    (Story) => (
      <div className="w-[36rem] max-w-full">
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Treinamentos favoritos',
    status: 'ready',
    isEmpty: false,
    page: 1,
    pages: 4,
    onPageChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof TrainingList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the page loads, the list is busy and says so; the pagination stays where it was. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('region', { name: 'Treinamentos favoritos' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando…');
    await expect(canvas.queryByRole('listitem', { name: /Segurança/ })).toBeNull();
    await expect(
      canvas.getByRole('navigation', { name: 'Treinamentos favoritos: páginas' }),
    ).toBeVisible();
  },
};

/** A skeleton given by the list stands in for the spinner. */
export const LoadingWithSkeleton: Story = {
  args: {
    status: 'loading',
    loading: (
      <ul aria-hidden="true" className="flex flex-col gap-2">
        {TRAININGS.map((title) => (
          <li key={title} className="h-12 animate-pulse rounded-card bg-surface-muted" />
        ))}
      </ul>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Treinamentos favoritos' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** The app's message, announced, with a retry; no pagination leads on from a failure. */
export const Error: Story = {
  tags: ['templates'],
  args: { status: 'error', errorMessage: 'Erro de conexão.' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro de conexão.');
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Without the app's message, the generic one of spec 2 §8. */
export const ErrorWithoutMessage: Story = {
  args: { status: 'error', errorMessage: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ocorreu um erro inesperado.');
  },
};

/** While the retry runs, the failure gives way to the loading state. */
export const Retrying: Story = {
  args: { status: 'error', errorMessage: 'Erro de conexão.', retrying: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando…');
  },
};

/** spec 2 §8: 'Não há nada por aqui.', announced. */
export const Empty: Story = {
  args: { isEmpty: true, pages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Não há nada por aqui.');
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** A list with its own empty text. */
export const EmptyWithOwnText: Story = {
  args: { isEmpty: true, pages: 0, emptyText: 'Não há nenhum comentário por aqui' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Não há nenhum comentário por aqui');
  },
};

/** The items and the pages under them; the next page is asked for by its button. */
export const Ready: Story = {
  tags: ['templates'],
  play: async ({ canvas, userEvent, args }) => {
    const list = canvas.getByRole('region', { name: 'Treinamentos favoritos' });
    await expect(list).not.toHaveAttribute('aria-busy');
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent(
      'Segurança do Trabalho em Canteiros de Obra — página 1',
    );
    const pages = canvas.getByRole('navigation', { name: 'Treinamentos favoritos: páginas' });
    await expect(pages).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: '4' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
  },
};
