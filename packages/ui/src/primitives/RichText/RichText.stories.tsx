import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RichText } from './RichText';

const meta = {
  title: 'Primitives/RichText',
  component: RichText,
  args: {
    html: '<p>Acesse <strong>Meu perfil</strong> e escolha <a href="https://example.com/ajuda">Editar</a>.</p><ul><li>Nome social</li><li>Foto</li></ul>',
  },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // The sanitiser loads with the first rich text; nothing shows before it is clean.
    await expect((await canvas.findByText('Meu perfil')).tagName).toBe('STRONG');
    const link = canvas.getByRole('link', { name: 'Editar' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** What a hostile or careless answer would carry is removed before rendering. */
export const Sanitised: Story = {
  args: {
    html: '<p>Resposta segura.</p><script>window.__richTextRan = true</script><img src="x" alt="" onerror="window.__richTextRan = true"><a href="javascript:window.__richTextRan=true">Clique</a>',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Resposta segura.')).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect(canvas.getByText('Clique')).not.toHaveAttribute('href');
    await expect((window as { __richTextRan?: boolean }).__richTextRan).toBeUndefined();
  },
};
