import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { FreeTrainingMessage } from './FreeTrainingMessage';

const meta = {
  title: 'Landing/FreeTrainingMessage',
  component: FreeTrainingMessage,
  parameters: { layout: 'fullscreen' },
  args: { platformName: 'Decola' },
} satisfies Meta<typeof FreeTrainingMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Para colaboradores, é gratuito' }),
    ).toBeVisible();
    await expect(canvas.getByText(/são gratuitos para colaboradores/)).toBeVisible();
  },
};

const onStart = fn();

export const WithAction: Story = {
  tags: ['templates'],
  args: {
    action: (
      <Button variant="secondary" size="lg" onClick={onStart}>
        Começar agora
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    onStart.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Começar agora' }));
    await expect(onStart).toHaveBeenCalledTimes(1);
  },
};
