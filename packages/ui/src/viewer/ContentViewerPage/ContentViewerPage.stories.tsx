import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  BrokenPart,
  ComposedViewer,
  NoteFromShortcut,
  contentListOf,
  navigationOf,
  tabNames,
} from '../../storybook/contentViewer';
import { viewerContentHref } from '../../storybook/fixtures/viewer';
import { expectHeadingOutline, expectNoSideScroll, waitForImages } from '../../storybook/helpers';

const meta = {
  title: 'Viewer/ContentViewerPage',
  component: ComposedViewer,
  parameters: { layout: 'fullscreen' },
  args: {
    state: { status: 'ready' },
    currentId: 502,
    previousHref: viewerContentHref({ id: 501 }),
    nextHref: viewerContentHref({ id: 503 }),
  },
} satisfies Meta<typeof ComposedViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { onTabChange: fn() },
  play: async ({ canvas, canvasElement, args }) => {
    await waitForImages(canvasElement);
    await expectHeadingOutline(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Análise de risco' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Voltar para NR-35: Trabalho em Altura na Prática' }),
    ).toHaveAttribute('href', '/student/course/101');

    const navigation = navigationOf(canvasElement);
    await expect(navigation.getByRole('link', { name: 'Conteúdo anterior' })).toHaveAttribute(
      'href',
      '/student/course/101/content/501',
    );
    await expect(navigation.getByRole('link', { name: 'Próximo conteúdo' })).toHaveAttribute(
      'href',
      '/student/course/101/content/503',
    );

    // The list beside the player marks the content shown.
    const list = contentListOf(canvasElement);
    await expect(list.getByRole('link', { name: 'Análise de risco' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const player = canvas.getByRole('img', { name: 'Análise de risco' }).getBoundingClientRect();
    const side = canvas.getByRole('region', { name: 'Conteúdos do curso' }).getBoundingClientRect();
    await expect(side.left).toBeGreaterThanOrEqual(player.right);

    // A real tablist: arrow keys move between the tabs.
    await expect(tabNames(canvasElement)).toEqual([
      'Descrição',
      'Complementos',
      'Instrutores',
      'Anotações',
    ]);
    const description = canvas.getByRole('tab', { name: 'Descrição' });
    await expect(description).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Descrição' })).toHaveTextContent(
      'identificar os riscos',
    );
    await userEvent.click(description);
    await userEvent.keyboard('{ArrowRight}');
    const complements = canvas.getByRole('tab', { name: 'Complementos' });
    await expect(complements).toHaveFocus();
    await expect(complements).toHaveAttribute('aria-selected', 'true');
    await expect(args.onTabChange).toHaveBeenLastCalledWith('complements');
    const files = within(canvas.getByRole('tabpanel', { name: 'Complementos' }));
    const download = files.getByRole('link', { name: 'Baixar Checklist de análise de risco' });
    await expect(download).toHaveAttribute(
      'href',
      '/student/demo/complements/checklist-analise-de-risco.pdf',
    );
    await expect(download).toHaveAttribute('download');
    await expect(files.getByText('PDF')).toBeVisible();
    await expect(files.getByText('XLSX')).toBeVisible();

    await userEvent.keyboard('{ArrowRight}');
    const instructors = within(canvas.getByRole('tabpanel', { name: 'Instrutores' }));
    await expect(instructors.getByRole('link', { name: 'Roberto Tavares' })).toHaveAttribute(
      'href',
      '/student/details-courses-instructors/9?name=Roberto%20Tavares',
    );
    await userEvent.keyboard('{ArrowRight}');
    const notes = within(canvas.getByRole('tabpanel', { name: 'Anotações' }));
    await expect(notes.getByRole('button', { name: 'Anotar' })).toBeVisible();
    await userEvent.keyboard('{Home}');
    await expect(description).toHaveAttribute('aria-selected', 'true');
    description.blur();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando conteúdo…');
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="content-viewer"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Failed: Story = {
  args: { state: { status: 'error', errorMessage: 'Erro de conexão.', onRetry: fn() } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Não foi possível carregar o conteúdo.')).toBeVisible();
    await expect(canvas.getByText('Erro de conexão.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.state.onRetry).toHaveBeenCalledOnce();
  },
};

export const NotFound: Story = {
  args: { notFound: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeVisible();
  },
};

/** The following content waits for this one: next stays in place, disabled, and says why. */
export const LockedNext: Story = {
  args: {
    currentId: 503,
    progress: [100, 100, 30],
    previousHref: viewerContentHref({ id: 502 }),
    nextHref: null,
    nextLock: 'waiting',
  },
  play: async ({ canvasElement }) => {
    await waitForImages(canvasElement);
    const navigation = navigationOf(canvasElement);
    await expect(navigation.queryByRole('link', { name: 'Próximo conteúdo' })).toBeNull();
    const next = navigation.getByRole('button', { name: 'Próximo conteúdo' });
    await expect(next).toBeDisabled();
    await expect(next).toHaveAccessibleDescription('Conclua este conteúdo para liberar o próximo');
    // The locked content is no link in the list either, and says why.
    const list = contentListOf(canvasElement);
    await expect(list.queryByRole('link', { name: 'Podcast: histórias do canteiro' })).toBeNull();
    await expect(list.getByText('Conclua o conteúdo anterior')).toBeVisible();
  },
};

/** The first content, finished: no previous, the next open, 'Concluído' in the list. */
export const FinishedContent: Story = {
  args: { currentId: 501, progress: [100, 0], previousHref: null },
  play: async ({ canvasElement }) => {
    await waitForImages(canvasElement);
    const navigation = navigationOf(canvasElement);
    await expect(navigation.queryByRole('link', { name: 'Conteúdo anterior' })).toBeNull();
    await expect(navigation.getByRole('link', { name: 'Próximo conteúdo' })).toBeVisible();
    const list = contentListOf(canvasElement);
    const current = list.getByRole('link', { name: 'Introdução à NR-35' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(within(current.closest('li')!).getByText('Concluído')).toBeVisible();
  },
};

/**
 * Below 980 px the player and its navigation come first, then the tabs, the list
 * after them; a content without a description says so.
 */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile2' } },
  args: { content: { title: 'Análise de risco', description: null } },
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    const navigation = canvas.getByRole('navigation', { name: 'Navegação entre conteúdos' });
    const tabs = canvas.getByRole('tablist', { name: 'Sobre o conteúdo' }).getBoundingClientRect();
    const list = canvas.getByRole('region', { name: 'Conteúdos do curso' }).getBoundingClientRect();
    await expect(tabs.top).toBeGreaterThan(navigation.getBoundingClientRect().bottom);
    await expect(list.top).toBeGreaterThan(tabs.bottom);
    await expect(canvas.getByRole('tabpanel', { name: 'Descrição' })).toHaveTextContent(
      'Este conteúdo não tem descrição.',
    );
    await expectNoSideScroll(canvasElement);
  },
};

export const PanelsLoading: Story = {
  args: {
    complementsState: { status: 'loading' },
    instructorsState: { status: 'loading' },
    tab: 'complements',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Complementos' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      within(canvas.getByRole('tabpanel', { name: 'Complementos' })).getByRole('status'),
    ).toHaveTextContent('Carregando complementos…');
  },
};

/** One part that fails leaves the rest: a failed load retries, a broken tab says so. */
export const PanelErrors: Story = {
  args: {
    complementsState: {
      status: 'error',
      errorMessage: 'Ocorreu um erro inesperado.',
      onRetry: fn(),
    },
    extraTabs: [
      { id: 'ratings', label: 'Avaliações', panel: <BrokenPart /> },
      { id: 'doubts', label: 'Dúvidas', panel: <p>Nenhuma dúvida enviada ainda.</p> },
    ],
    onPanelError: fn(),
  },
  play: async ({ canvas, canvasElement, args }) => {
    await waitForImages(canvasElement);
    await expect(tabNames(canvasElement)).toEqual([
      'Descrição',
      'Complementos',
      'Instrutores',
      'Anotações',
      'Avaliações',
      'Dúvidas',
    ]);
    await userEvent.click(canvas.getByRole('tab', { name: 'Complementos' }));
    const complements = within(canvas.getByRole('tabpanel', { name: 'Complementos' }));
    await expect(complements.getByText('Não foi possível carregar os complementos.')).toBeVisible();
    await userEvent.click(complements.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.complementsState?.onRetry).toHaveBeenCalledOnce();

    await userEvent.click(canvas.getByRole('tab', { name: 'Avaliações' }));
    const ratings = within(canvas.getByRole('tabpanel', { name: 'Avaliações' }));
    await expect(ratings.getByText('Não foi possível mostrar “Avaliações”.')).toBeVisible();
    await expect(ratings.getByText('Ocorreu um erro inesperado.')).toBeVisible();
    await expect(ratings.queryByText(/Cannot read/)).toBeNull();
    await expect(args.onPanelError).toHaveBeenCalled();
    // The rest of the page still works.
    await userEvent.click(canvas.getByRole('tab', { name: 'Dúvidas' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Dúvidas' })).toHaveTextContent(
      'Nenhuma dúvida enviada ainda.',
    );
    await expect(canvas.getByRole('link', { name: 'Próximo conteúdo' })).toBeVisible();
  },
};

/** A player that fails to render: its own sentence, with the list and tabs still there. */
export const BrokenPlayer: Story = {
  args: { player: <BrokenPart /> },
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    await expect(canvas.getByText('Não foi possível mostrar o conteúdo.')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Conteúdos do curso' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Descrição' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Próximo conteúdo' })).toBeVisible(),
    );
  },
};

/** The app's 'n' shortcut opens the notes tab and focuses the field at the player's time. */
export const NoteShortcut: StoryObj<typeof NoteFromShortcut> = {
  render: () => <NoteFromShortcut />,
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tecla n' }));
    await expect(canvas.getByRole('tab', { name: 'Anotações' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Nova anotação em 01:23' })).toHaveFocus(),
    );
  },
};
