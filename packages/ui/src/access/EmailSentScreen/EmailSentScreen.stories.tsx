import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AccessStoryFrame } from '../../storybook/frames';
import { EmailSentScreen } from './EmailSentScreen';

const meta = {
  title: 'Access/EmailSentScreen',
  component: EmailSentScreen,
  decorators: [
    (Story) => (
      <AccessStoryFrame>
        <Story />
      </AccessStoryFrame>
    ),
  ],
  args: { homeHref: '/home' },
} satisfies Meta<typeof EmailSentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'VERIFIQUE SEU E-MAIL' }),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'VERIFIQUE SEU E-MAIL' })).toBeVisible();
    await expect(canvas.getByText(/link para criar uma nova senha/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute(
      'href',
      '/home',
    );
  },
};
