import { isTemplate, templateConfig } from '@decola/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { TermsPage } from './TermsPage';

const meta = {
  title: 'Access/TermsPage',
  component: TermsPage,
  tags: ['templates'],
  parameters: { layout: 'fullscreen' },
  // The toolbar's template decides the platform name and contacts unless an arg is set.
  render: (args, { globals }) => (
    <TermsPage
      {...args}
      template={args.template ?? (isTemplate(globals.template) ? globals.template : 'default')}
    />
  ),
  args: { lastUpdated: '2026-03-10', homeHref: '/home' },
  argTypes: {
    template: { control: 'inline-radio', options: ['default', 'portal', 'construction', 'circle'] },
  },
} satisfies Meta<typeof TermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, step, globals }) => {
    const template = isTemplate(globals.template) ? globals.template : 'default';
    const { platformName, footer } = templateConfig(template);

    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Termos de Uso e Política de Privacidade' }),
    ).toBeVisible();
    await expect(canvas.getByText('10 de março de 2026')).toHaveAttribute('datetime', '2026-03-10');
    await expect(
      canvas.getAllByText(new RegExp(`plataforma ${platformName}`)).length,
    ).toBeGreaterThan(0);

    await step('Headings in order: the table of contents, then sections 1 to 15', async () => {
      const sectionHeadings = canvas
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent ?? '');
      await expect(sectionHeadings[0]).toBe('Sumário');
      await expect(sectionHeadings.slice(1).map((title) => Number.parseInt(title, 10))).toEqual(
        Array.from({ length: 15 }, (_, index) => index + 1),
      );
    });

    await step("The sanctions in the spec's order (spec 1 §6)", async () => {
      const sanctions = canvas.getByRole('region', { name: '9. Sanções' });
      await expect([...sanctions.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
        'Advertência',
        'Suspensão temporária',
        'Bloqueio permanente',
        'Restrição de funcionalidades',
        'Medidas judiciais',
        'Perda de privilégios',
        'Reversão de conquistas',
        'Comunicação às autoridades',
      ]);
      for (const description of sanctions.querySelectorAll('dd')) {
        await expect(description.textContent?.length).toBeGreaterThan(40);
      }
      for (const link of canvas.getAllByRole('link', { name: footer.dataProtectionOfficerEmail })) {
        await expect(link).toHaveAttribute('href', `mailto:${footer.dataProtectionOfficerEmail}`);
      }
    });

    await step("A table-of-contents link focuses its section's heading", async () => {
      const toc = canvas.getByRole('navigation', { name: 'Sumário' });
      await userEvent.click(within(toc).getByRole('link', { name: '4. Decoins' }));
      const decoins = canvas.getByRole('heading', { level: 2, name: '4. Decoins' });
      await waitFor(() => expect(decoins).toHaveFocus());
      await waitFor(() => expect(Math.abs(decoins.getBoundingClientRect().top)).toBeLessThan(40));
      await expect(window.location.hash).toBe('#decoins');
      await expect(canvas.getByRole('region', { name: '4. Decoins' })).toHaveTextContent(
        /não têm valor monetário/,
      );
    });
  },
};
