import { templateConfig } from '@decola/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { templateOf } from '../../storybook/helpers';
import { PlatformMark } from './PlatformMark';

const meta = {
  title: 'Primitives/PlatformMark',
  component: PlatformMark,
  tags: ['templates'],
  args: { platformName: 'Decola' },
  // The template's platform name, as the landing and the header take it.
  render: (args, { globals }) => (
    <PlatformMark {...args} platformName={templateConfig(templateOf(globals)).platformName} />
  ),
} satisfies Meta<typeof PlatformMark>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wordmark is text: it follows the template's colours and reads as the platform's name. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const { platformName } = templateConfig(templateOf(globals));
    await expect(canvas.getByText(platformName)).toBeVisible();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
