import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { AudioPlayer } from '../AudioPlayer';
import { ResumePrompt } from './ResumePrompt';

const meta = {
  title: 'Viewer/Players/ResumePrompt',
  component: ResumePrompt,
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <div className="w-[32rem]">
        <Story />
      </div>
    ),
  ],
  args: { position: 95, onChoose: fn() },
} satisfies Meta<typeof ResumePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The two choices, the checkpoint's time written mm:ss. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Você parou em 01:35.' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continuar de 01:35' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Começar do início' })).toBeVisible();
  },
};

/** 'Continuar de mm:ss' starts at the checkpoint; 'Começar do início' at 0. */
export const Choosing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar de 01:35' }));
    await expect(args.onChoose).toHaveBeenLastCalledWith(95);
    await userEvent.click(canvas.getByRole('button', { name: 'Começar do início' }));
    await expect(args.onChoose).toHaveBeenLastCalledWith(0);
  },
};

/** Above a real player, as the viewer shows it: the answer becomes the player's `startAt`. */
function PromptOverPlayer({ position }: { position: number }) {
  const [startAt, setStartAt] = useState<number | undefined>(undefined);
  return (
    <div className="flex flex-col gap-3">
      {startAt === undefined && <ResumePrompt position={position} onChoose={setStartAt} />}
      <AudioPlayer
        src="student/demo/audio/organizacao-do-trabalho.mp3"
        title="Organização do trabalho"
        startAt={startAt}
      />
    </div>
  );
}

export const ResumingAPlayer: Story = {
  args: { position: 21 },
  render: (args) => <PromptOverPlayer position={args.position} />,
  play: async ({ canvas, userEvent }) => {
    const slider = canvas.getByRole('slider', { name: 'Posição' });
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '00:00 de 00:32'));
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar de 00:21' }));
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '00:21 de 00:32'));
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};
