import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import { BackToTop } from './BackToTop';

const SECTIONS = [
  'Fique por dentro',
  'Continue de onde você parou!',
  'Treinamentos',
  'Trilhas obrigatórias pendentes',
  'Seus interesses',
  'Catálogo',
];

/** A dashboard long enough to scroll, its main content the focus target at the top. */
function LongDashboard({ children }: { children: ReactNode }) {
  return (
    <>
      <main id="conteudo" className="flex flex-col gap-6 p-8 focus:outline-none">
        <h1 className="text-2xl font-bold text-ink">Meu dashboard</h1>
        <a href="#catalogo" className="self-start text-sm font-semibold text-primary-ink underline">
          Ir para o catálogo
        </a>
        {SECTIONS.map((title) => (
          <section
            key={title}
            id={title === 'Catálogo' ? 'catalogo' : undefined}
            aria-label={title}
            className="flex flex-col gap-3"
          >
            <h2 className="text-lg font-semibold text-ink">{title}</h2>
            <div className="h-48 rounded-card border border-line bg-surface" />
          </section>
        ))}
      </main>
      {children}
    </>
  );
}

const meta = {
  title: 'Dashboard/BackToTop',
  component: BackToTop,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <LongDashboard>
      <BackToTop {...args} />
    </LongDashboard>
  ),
} satisfies Meta<typeof BackToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

const scrollTo = async (top: number) => {
  window.scrollTo({ top, behavior: 'instant' });
  await waitFor(() => expect(window.scrollY).toBe(top));
};

export const HiddenAtTop: Story = {
  play: async () => {
    await scrollTo(0);
    await expect(screen.queryByRole('button', { name: 'Voltar ao topo' })).toBeNull();
    // spec 1 §9: it appears after 200 px, not at 200.
    await scrollTo(200);
    await expect(screen.queryByRole('button', { name: 'Voltar ao topo' })).toBeNull();
    await scrollTo(0);
  },
};

export const VisibleAfterScroll: Story = {
  play: async ({ userEvent }) => {
    await scrollTo(201);
    const button = await screen.findByRole('button', { name: 'Voltar ao topo' });
    await expect(button).toBeVisible();

    // It takes the page and the keyboard focus back to the top.
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(window.scrollY).toBe(0));
    const main = document.getElementById('conteudo')!;
    await expect(main).toHaveFocus();
    await expect(main).toHaveAttribute('tabindex', '-1');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Voltar ao topo' })).toBeNull(),
    );
    // The next Tab goes on from the top of the page, not from the bottom.
    await userEvent.tab();
    await expect(screen.getByRole('link', { name: 'Ir para o catálogo' })).toHaveFocus();

    await scrollTo(640);
    await expect(await screen.findByRole('button', { name: 'Voltar ao topo' })).toBeVisible();
  },
};
