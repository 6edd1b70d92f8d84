import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { waitForImages } from '../shared/storyHelpers';
import { storyPoster } from '../shared/storyFixtures';
import { AboutSection } from './AboutSection';

/*
 * The stories pass no video: a playing video would make screenshots differ run after run, and
 * nothing is loaded from the network. The poster stands in, and the figure still reports whether
 * it is half visible (`data-in-view`), which is what starts and stops the video.
 */
const meta = {
  title: 'Landing/AboutSection',
  component: AboutSection,
  parameters: { layout: 'fullscreen' },
  args: { platformName: 'Decola', poster: storyPoster },
} satisfies Meta<typeof AboutSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitForImages(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Sobre o Decola' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Apresentação do Decola' })).toBeVisible();
    const media = canvas.getByRole('figure');
    await waitFor(() => expect(media).toHaveAttribute('data-in-view', 'true'));
  },
};

export const PortalPlatformName: Story = {
  args: { platformName: 'Portal GTop' },
  play: async ({ canvasElement }) => {
    await waitForImages(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Sobre o Portal GTop' }),
    ).toBeVisible();
    await expect(canvas.getByText('Portal GTop', { selector: 'strong' })).toBeVisible();
  },
};

/** Below a screen of other content: the media reports in view only once half of it is scrolled in. */
export const StartsWhenHalfVisible: Story = {
  render: (args) => (
    <div>
      <div className="flex h-[120vh] items-start justify-center bg-canvas p-gutter">
        <p className="text-ink-muted">Role a página para ver a seção sobre a plataforma.</p>
      </div>
      <AboutSection {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitForImages(canvasElement);
    const canvas = within(canvasElement);
    const media = canvas.getByRole('figure');
    await waitFor(() => expect(media).toHaveAttribute('data-in-view', 'false'));
    media.scrollIntoView({ block: 'center' });
    await waitFor(() => expect(media).toHaveAttribute('data-in-view', 'true'));
    window.scrollTo(0, 0);
    await waitFor(() => expect(media).toHaveAttribute('data-in-view', 'false'));
  },
};
