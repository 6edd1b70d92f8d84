import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRef } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { MediaHandle } from '../shared/media';
import { PdfViewer } from './PdfViewer';

/** A real 6-page handout of the demo (apps/student/public/demo/README.md); each page says 'Página N de 6'. */
const HANDOUT = '/student/demo/files/apostila-seguranca-no-canteiro.pdf';
const TITLE = 'Apostila: segurança no canteiro';

const meta = {
  title: 'Viewer/PdfViewer',
  component: PdfViewer,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className="w-[44rem]">
        <Story />
      </div>
    ),
  ],
  args: { src: HANDOUT, title: TITLE, onPageChange: fn(), onPlaybackChange: fn() },
} satisfies Meta<typeof PdfViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Waits until the page asked for is drawn and its text is there for screen readers. */
async function expectPageShown(canvas: Canvas, page: number, count = 6) {
  const viewer = canvas.getByRole('region', { name: TITLE });
  await waitFor(() => expect(viewer).not.toHaveAttribute('aria-busy'), { timeout: 10_000 });
  await expect(canvas.getByRole('status')).toHaveTextContent(`Página ${page} de ${count}`);
  await expect(canvas.getByRole('textbox', { name: 'Ir para a página' })).toHaveValue(String(page));
  await expect(
    await canvas.findByRole('article', { name: `Texto da página ${page}` }),
  ).toHaveTextContent(`Página ${page} de ${count}`);
}

/** One page drawn at a time, however the learner paged: one page, one canvas, one text layer. */
async function expectOnePageDrawn(root: HTMLElement) {
  await expect(root.querySelectorAll('[data-slot="pdf-page"]')).toHaveLength(1);
  await expect(root.querySelectorAll('canvas')).toHaveLength(1);
  await expect(root.querySelectorAll('.textLayer')).toHaveLength(1);
}

const handle = createRef<MediaHandle>();

/** Page 1 at the viewer's width; the handle reports the page and reaching the end of it works. */
export const FirstPage: Story = {
  args: { handleRef: handle },
  play: async ({ canvas, args }) => {
    await expectPageShown(canvas, 1);
    await expect(args.onPlaybackChange).toHaveBeenCalledOnce();
    await expect(args.onPlaybackChange).toHaveBeenCalledWith({ playing: true, rate: 1 });
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Página anterior' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Ajustar à largura' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'Baixar PDF' })).toHaveAttribute('href', HANDOUT);
    await expect(handle.current?.position()).toBe(1);
  },
};

/** Next, then a page typed in the field: page 3, each move told to the app. */
export const ThirdPageAfterNavigating: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, step }) => {
    await expectPageShown(canvas, 1);
    await step('Próxima página', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
      await expectPageShown(canvas, 2);
      await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    });
    await step('A page typed in the field', async () => {
      const field = canvas.getByRole('textbox', { name: 'Ir para a página' });
      await userEvent.clear(field);
      await userEvent.type(field, '3{Enter}');
      await expectPageShown(canvas, 3);
      await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
      await expect(args.onPageChange).toHaveBeenCalledTimes(2);
      await expectOnePageDrawn(canvasElement);
    });
    await step('A page past the end stops at the last one, and back', async () => {
      const field = canvas.getByRole('textbox', { name: 'Ir para a página' });
      await userEvent.clear(field);
      await userEvent.type(field, '60{Enter}');
      await expectPageShown(canvas, 6);
      await expect(canvas.getByRole('button', { name: 'Próxima página' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Página anterior' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Página anterior' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Página anterior' }));
      await expectPageShown(canvas, 3);
      await expectOnePageDrawn(canvasElement);
    });
  },
};

/**
 * The page's text lies over the canvas, where it is drawn: in the accessibility tree, selectable
 * and found by the browser's search, as in PDF.js's own viewer.
 */
export const TextOverThePage: Story = {
  play: async ({ canvas }) => {
    await expectPageShown(canvas, 1);
    const text = canvas.getByRole('article', { name: 'Texto da página 1' });
    await expect(text).not.toHaveAttribute('aria-hidden');
    await expect(within(text).getByText('Página 1 de 6')).toBeInTheDocument();
    const drawing = canvasElement(text).getBoundingClientRect();
    const layer = text.getBoundingClientRect();
    await expect([layer.width, layer.height]).toEqual([drawing.width, drawing.height]);
    const selection = window.getSelection()!;
    selection.selectAllChildren(text);
    await expect(selection.toString()).toContain('Página 1 de 6');
    selection.removeAllRanges();
    // Chromium's find-in-page (window.find) finds the transparent text.
    await expect(
      (window as unknown as { find: (text: string) => boolean }).find('Página 1 de 6'),
    ).toBe(true);
    window.getSelection()?.removeAllRanges();
  },
};

const canvasElement = (text: HTMLElement) =>
  text.closest('[data-slot="pdf-page"]')!.querySelector('canvas')!;

const resumed = createRef<MediaHandle>();

/** Opened where the learner stopped (the checkpoint's page); the app's seek moves it. */
export const OpenedOnTheCheckpointPage: Story = {
  args: { startAt: 4, handleRef: resumed },
  play: async ({ canvas, args }) => {
    await expectPageShown(canvas, 4);
    await expect(args.onPageChange).not.toHaveBeenCalled();
    resumed.current?.seek(2);
    await expectPageShown(canvas, 2);
    await expect(args.onPageChange).toHaveBeenCalledOnce();
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(resumed.current?.position()).toBe(2);
  },
};

/** Zoomed in from the fitted width to 150 %, then out one step to 125 %. */
export const Zoomed: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await expectPageShown(canvas, 1);
    const fit = canvas.getByRole('button', { name: 'Ajustar à largura' });
    await step('Aumentar zoom twice, diminuir once', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Aumentar zoom' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Aumentar zoom' }));
      await expect(fit).toHaveAttribute('aria-pressed', 'false');
      await expect(canvas.getByRole('group', { name: 'Zoom' })).toHaveTextContent('Zoom: 150%');
      await userEvent.click(canvas.getByRole('button', { name: 'Diminuir zoom' }));
      await expect(canvas.getByRole('group', { name: 'Zoom' })).toHaveTextContent('Zoom: 125%');
    });
    await expectPageShown(canvas, 1);
  },
};

/** PDF.js and the file on their way: the viewer says it is loading, and the file can be saved already. */
export const Loading: Story = {
  args: { src: '/student/demo/files/apostila-a-caminho.pdf' },
  beforeEach: () => {
    // The file never arrives, so the story stays in its loading state.
    const realFetch = window.fetch;
    window.fetch = (input, init) =>
      String(input instanceof Request ? input.url : input).includes('a-caminho')
        ? new Promise<Response>(() => {})
        : realFetch(input, init);
    return () => {
      window.fetch = realFetch;
    };
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: TITLE })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando o PDF…');
    await expect(canvas.getByRole('link', { name: 'Baixar PDF' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Páginas' })).toBeNull();
    await expect(args.onPlaybackChange).not.toHaveBeenCalled();
  },
};

/** A file that is not there: the viewer's own pt-BR sentence (never PDF.js's) and a retry. */
export const Error: Story = {
  args: { src: '/student/demo/files/apostila-que-nao-existe.pdf' },
  play: async ({ canvas, userEvent, args }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('Não foi possível abrir o PDF.');
    await expect(alert).not.toHaveTextContent(/missing|pdf\.js|error/i);
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Não foi possível abrir o PDF.',
    );
    await expect(args.onPlaybackChange).not.toHaveBeenCalled();
  },
};
