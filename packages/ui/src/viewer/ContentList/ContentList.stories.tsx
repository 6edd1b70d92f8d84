import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { viewerContentHref, storyCourseContents } from '../../storybook/fixtures/viewer';
import { ContentList } from './ContentList';

const meta = {
  title: 'Viewer/ContentList',
  component: ContentList,
  decorators: [
    (Story) => (
      <div className="w-[22rem] max-w-full">
        <Story />
      </div>
    ),
  ],
  args: {
    contents: storyCourseContents([100, 40]),
    currentId: 502,
    hrefOf: viewerContentHref,
  },
} satisfies Meta<typeof ContentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('region', { name: 'Conteúdos do curso' }));
    // Only released and unblocked contents are links; the current one is marked.
    await expect(list.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Introdução à NR-35',
      'Análise de risco',
      'Sistemas de proteção contra quedas',
    ]);
    const current = list.getByRole('link', { name: 'Análise de risco' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('href', '/student/course/101/content/502');
    await expect(list.getByRole('link', { name: 'Introdução à NR-35' })).not.toHaveAttribute(
      'aria-current',
    );
    const item = within(current.closest('li')!);
    await expect(item.getByText('Em exibição')).toBeVisible();
    await expect(item.getByText('PDF')).toBeVisible();
    await expect(item.getByText('15:00')).toBeVisible();
    await expect(
      item.getByRole('progressbar', { name: 'Progresso de Análise de risco' }),
    ).toHaveAttribute('aria-valuenow', '40');
    // Each kind by its name; finished, blocked and not released say so.
    for (const kind of ['Vídeo', 'SCORM', 'Áudio', 'Exercício']) {
      await expect(list.getByText(kind)).toBeVisible();
    }
    await expect(
      within(list.getByRole('link', { name: 'Introdução à NR-35' }).closest('li')!).getByText(
        'Concluído',
      ),
    ).toBeVisible();
    // The blocked podcast waits for the unfinished SCORM before it.
    await expect(list.getByText('Conclua o conteúdo anterior')).toBeVisible();
    await expect(list.getByText('Ainda não liberado')).toBeVisible();
    await expect(list.getByText('Podcast: histórias do canteiro').tagName).toBe('SPAN');
  },
};

/**
 * The content before the blocked one is finished, so the author blocked it; the one
 * not released yet says when it will be.
 */
export const LockReasons: Story = {
  args: {
    contents: storyCourseContents([100, 100, 100]).map((content) =>
      content.id === 505 ? { ...content, releaseDate: '2026-03-25T12:00:00-03:00' } : content,
    ),
    currentId: 503,
  },
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('region', { name: 'Conteúdos do curso' }));
    const item = (name: string) => within(list.getByText(name).closest('li')!);
    await expect(item('Podcast: histórias do canteiro').getByText('Bloqueado')).toBeVisible();
    await expect(list.queryByText('Conclua o conteúdo anterior')).toBeNull();
    await expect(item('Avaliação final').getByText('Disponível em 25/03/2026')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('region', { name: 'Conteúdos do curso' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(within(list).getByRole('status')).toHaveTextContent('Carregando conteúdos…');
  },
};

export const Failed: Story = {
  args: {
    state: { status: 'error', errorMessage: 'Erro de conexão.', onRetry: fn() },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Não foi possível carregar os conteúdos.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.state?.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { contents: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Este curso ainda não tem conteúdos.')).toBeVisible();
  },
};

/** An event class's contents, under its own heading. */
export const EventClass: Story = {
  args: {
    of: 'class',
    contents: storyCourseContents([100, 100, 100]),
    currentId: 503,
  },
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('region', { name: 'Conteúdos da turma' }));
    await expect(list.getAllByText('Concluído')).toHaveLength(3);
  },
};
