import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { templateOf } from '../../storybook/helpers';
import { AppHeader } from '../AppHeader';
import { AppShell } from '../AppShell';
import { storyStudent } from '../../storybook/fixtures/learners';
import { NotificationsBellPlaceholder, StorySamplePage } from '../../storybook/frames';
import { LoadingOverlay } from './LoadingOverlay';

const meta = {
  title: 'Shell/LoadingOverlay',
  component: LoadingOverlay,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['templates'],
  // The page behind the overlay, dimmed.
  decorators: [
    (Story) => (
      <>
        <StorySamplePage />
        <Story />
      </>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    // Announced politely, once, with the visible text.
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Carregando…');
    await expect(status).not.toHaveAttribute('aria-live', 'assertive');
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    // It covers the whole window.
    const overlay = canvasElement.querySelector('[data-slot="loading-overlay"]')!;
    await expect(overlay).toHaveAttribute('data-placement', 'screen');
    const box = overlay.getBoundingClientRect();
    await expect(box.width).toBe(window.innerWidth);
    await expect(box.height).toBe(window.innerHeight);
  },
};

export const InShell: Story = {
  render: (_args, { globals }) => {
    const template = templateOf(globals);
    return (
      <AppShell
        template={template}
        routeKey="/student/dashboard"
        year={2026}
        loading
        header={
          <AppHeader
            template={template}
            user={storyStudent}
            currentRoute="dashboard"
            shopVisible
            decoins={1500}
            search={{ visible: true, onSearch: fn() }}
            notifications={<NotificationsBellPlaceholder />}
            onSuggestionClick={fn()}
            onLogoutClick={fn()}
          />
        }
      >
        <StorySamplePage />
      </AppShell>
    );
  },
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    // The shell's overlay covers the page in <main>, marked busy; the header stays usable.
    await expect(main).toHaveAttribute('aria-busy', 'true');
    const overlay = main.querySelector('[data-slot="loading-overlay"]')!;
    await expect(overlay).toHaveAttribute('data-placement', 'container');
    await expect(within(main).getByRole('status')).toHaveTextContent('Carregando…');
    await expect(canvas.getByRole('banner')).not.toContainElement(overlay as HTMLElement);
    await expect(canvas.getByRole('button', { name: 'Olá, Ana' })).toBeEnabled();
  },
};
