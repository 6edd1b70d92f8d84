import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { templateOf } from '../../storybook/helpers';
import { Button } from '../../primitives/Button';
import { ToastProvider, useToast } from '../../primitives/Toast';
import { AppHeader } from '../AppHeader';
import { storyStudent } from '../../storybook/fixtures/learners';
import { NotificationsBellPlaceholder, StorySamplePage } from '../../storybook/frames';
import { AppShell } from './AppShell';

const meta = {
  title: 'Shell/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  // Deterministic stories: a fixed year instead of the clock's.
  args: {
    template: 'default',
    routeKey: '/student/dashboard',
    year: 2026,
    header: null,
    children: null,
  },
  argTypes: {
    template: { control: false },
    header: { control: false },
    children: { control: false },
  },
  render: (args, { globals }) => {
    const template = templateOf(globals);
    return (
      <AppShell {...args} template={template} header={<StoryHeader template={template} />}>
        {args.children ?? <StorySamplePage />}
      </AppShell>
    );
  },
} satisfies Meta<typeof AppShell>;

function StoryHeader({ template }: { template: Parameters<typeof AppShell>[0]['template'] }) {
  return (
    <AppHeader
      template={template}
      user={storyStudent}
      currentRoute="dashboard"
      shopVisible
      decoins={template === 'default' ? 1500 : null}
      search={{ visible: true, onSearch: fn() }}
      notifications={<NotificationsBellPlaceholder />}
      onSuggestionClick={fn()}
      onLogoutClick={fn()}
    />
  );
}

export default meta;
type Story = StoryObj<typeof meta>;

/** The fade the route view should use: none when the system asks for less motion. */
const expectedMotion = () =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'none' : 'fade';

export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('id', 'conteudo');
    await expect(main).not.toHaveAttribute('aria-busy');
    // Once the route view has faded in.
    await waitFor(() =>
      expect(within(main).getByRole('heading', { level: 1, name: 'Meu dashboard' })).toBeVisible(),
    );
    await expect(canvas.queryByText('Carregando…')).not.toBeInTheDocument();
    await expect(main.querySelector('[data-slot="route-fade"]')).toHaveAttribute(
      'data-motion',
      expectedMotion(),
    );

    // The skip link is the first stop of the keyboard and jumps past the header.
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Pular para o conteúdo' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#conteudo');
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(main).toHaveFocus());
  },
};

const pages = {
  '/student/dashboard': 'Meu dashboard',
  '/student/statistics/chart': 'Estatísticas',
} as const;
type PageKey = keyof typeof pages;

/** Two pages and a button that moves between them, as the app's router would. */
function RouteChangeDemo({ template }: { template: Parameters<typeof AppShell>[0]['template'] }) {
  const [route, setRoute] = useState<PageKey>('/student/dashboard');
  const next: PageKey =
    route === '/student/dashboard' ? '/student/statistics/chart' : '/student/dashboard';
  return (
    <AppShell template={template} routeKey={route} year={2026} header={null}>
      <StorySamplePage title={pages[route]}>
        <Button className="self-start" onClick={() => setRoute(next)}>
          Abrir {pages[next]}
        </Button>
      </StorySamplePage>
    </AppShell>
  );
}

export const RouteChange: Story = {
  render: (_args, { globals }) => <RouteChangeDemo template={templateOf(globals)} />,
  play: async ({ canvas, userEvent }) => {
    const main = canvas.getByRole('main');
    const before = main.querySelector('[data-slot="route-fade"]');
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir Estatísticas' }));
    const heading = within(main).getByRole('heading', { level: 1, name: 'Estatísticas' });
    // A new route is a new view, which fades in (or simply appears under reduced motion).
    const after = main.querySelector('[data-slot="route-fade"]');
    await expect(after).not.toBe(before);
    await expect(after).toHaveAttribute('data-motion', expectedMotion());
    if (expectedMotion() === 'fade') {
      await expect(getComputedStyle(after!).transitionProperty).toContain('opacity');
    }
    await waitFor(() => expect(getComputedStyle(after!).opacity).toBe('1'));
    await expect(heading).toBeVisible();
  },
};

/** A page's action whose outcome the shell reports with a toast. */
function AddToBagButton() {
  const toast = useToast();
  return (
    <Button
      className="self-start"
      onClick={() => toast.show('success', 'Produto adicionado à sacola.')}
    >
      Adicionar à sacola
    </Button>
  );
}

/** Toasts start below the header (they covered the balance and the avatar). */
export const ToastBelowTheHeader: Story = {
  args: {
    children: (
      <StorySamplePage>
        <AddToBagButton />
      </StorySamplePage>
    ),
  },
  decorators: [
    (Story) => (
      <ToastProvider duration={60_000}>
        <Story />
      </ToastProvider>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar à sacola' }));
    const toast = await screen.findByRole('status');
    // The toasts' place follows the header's measured height, which arrives with its first
    // resize observation: a shell shown in place of another story may measure after the toast.
    await waitFor(() =>
      expect(toast.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        canvas.getByRole('banner').getBoundingClientRect().bottom,
      ),
    );
  },
};
