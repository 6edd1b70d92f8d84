import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Markdown } from './Markdown';

const COURSE_DESCRIPTION = [
  '## Sobre o curso',
  'Um curso **prático** e *direto* sobre segurança em canteiros de obra.',
  '### O que você aprende',
  '- Equipamentos de proteção individual',
  '- Sinalização do canteiro',
  '- Primeiros socorros',
  '',
  '1. Assista às aulas',
  '2. Responda ao questionário',
  '',
  '> Segurança em primeiro lugar.',
  '',
  'Use `Ctrl` + `F` para buscar no material.',
].join('\n');

const meta = {
  title: 'Primitives/Markdown',
  component: Markdown,
  decorators: [
    (Story) => (
      <div className="w-[36rem] max-w-full text-ink">
        <Story />
      </div>
    ),
  ],
  args: { source: COURSE_DESCRIPTION },
} satisfies Meta<typeof Markdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Its code loads with the first markdown shown; until then the source stands hidden in its place. */
async function rendered(canvasElement: HTMLElement): Promise<HTMLElement> {
  await waitFor(() => expect(canvasElement.querySelector('[data-pending]')).toBeNull());
  const root = canvasElement.querySelector<HTMLElement>('[data-slot="markdown"]')!;
  return root;
}

/** Headings, lists, emphasis, a quote and code, as a course description holds them. */
export const HeadingsListsAndEmphasis: Story = {
  tags: ['templates'],
  play: async ({ canvasElement, canvas }) => {
    await rendered(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Sobre o curso' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'O que você aprende' }),
    ).toBeVisible();
    const [bullets, steps] = canvas.getAllByRole('list');
    await expect(within(bullets!).getAllByRole('listitem')).toHaveLength(3);
    await expect(steps!.tagName).toBe('OL');
    await expect(canvas.getByText('prático').tagName).toBe('STRONG');
    await expect(canvas.getByText('direto').tagName).toBe('EM');
    await expect(canvas.getByRole('blockquote')).toHaveTextContent('Segurança em primeiro lugar.');
    await expect(canvas.getByText('Ctrl').tagName).toBe('CODE');
  },
};

/** A link leaves the portal in a new tab, without handing it the opener. */
export const Link: Story = {
  args: {
    source:
      'Leia a [norma regulamentadora NR-18](https://example.com/nr-18) antes da primeira aula.',
  },
  play: async ({ canvasElement, canvas }) => {
    await rendered(canvasElement);
    const link = canvas.getByRole('link', { name: 'norma regulamentadora NR-18' });
    await expect(link).toHaveAttribute('href', 'https://example.com/nr-18');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Raw HTML in the source meets the sanitiser: no script, handler or javascript: link survives. */
export const HostileInput: Story = {
  args: {
    source: [
      'Descrição <script>window.__markdownRan = true</script>segura.',
      '',
      '<img src="x" onerror="window.__markdownRan = true">',
      '',
      '[Clique aqui](javascript:window.__markdownRan=true) ou <a href="javascript:void 0" onclick="window.__markdownRan = true">aqui</a>.',
    ].join('\n'),
  },
  play: async ({ canvasElement, canvas, userEvent }) => {
    const root = await rendered(canvasElement);
    await expect(root.querySelector('script, img, [onerror], [onclick]')).toBeNull();
    await expect(root).toHaveTextContent('Descrição segura.');
    const links = root.querySelectorAll('a');
    await expect(links).toHaveLength(2);
    for (const link of links) await expect(link).not.toHaveAttribute('href');
    await expect(canvas.queryByRole('link')).toBeNull();
    await userEvent.click(canvas.getByText('Clique aqui'));
    await expect((window as { __markdownRan?: boolean }).__markdownRan).toBeUndefined();
  },
};

/** An empty description renders nothing, not an empty box. */
export const EmptySource: Story = {
  args: { source: '  \n' },
  decorators: [
    (Story) => (
      <div data-testid="description">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('description')).toBeEmptyDOMElement();
  },
};
