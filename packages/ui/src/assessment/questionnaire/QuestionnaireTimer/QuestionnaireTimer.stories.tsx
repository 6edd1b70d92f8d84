import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../../../primitives/Button';
import { QuestionnaireTimer } from './QuestionnaireTimer';

const meta = {
  title: 'Assessment/Questionnaire/QuestionnaireTimer',
  component: QuestionnaireTimer,
  parameters: { layout: 'centered' },
  args: { remainingSeconds: 754 },
} satisfies Meta<typeof QuestionnaireTimer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Above the last 30 seconds: the time left, mm:ss, silent between announcements. */
export const Normal: Story = {
  tags: ['templates'],
  play: async ({ canvas, canvasElement }) => {
    const timer = canvas.getByRole('timer', { name: 'Tempo restante' });
    await expect(timer).toHaveTextContent('12:34');
    await expect(canvasElement.querySelector('[data-phase]')).toHaveAttribute(
      'data-phase',
      'normal',
    );
    // Nothing is said when the timer appears: only a moment reached later is announced.
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** The last 30 seconds stand out. */
export const LastSeconds: Story = {
  args: { remainingSeconds: 25 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('timer', { name: 'Tempo restante' })).toHaveTextContent('00:25');
    await expect(canvasElement.querySelector('[data-phase]')).toHaveAttribute(
      'data-phase',
      'ending',
    );
  },
};

/** At zero the time is over. */
export const Over: Story = {
  args: { remainingSeconds: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('timer', { name: 'Tempo esgotado' })).toHaveTextContent('00:00');
    await expect(canvasElement.querySelector('[data-phase]')).toHaveAttribute('data-phase', 'over');
  },
};

/** A clock run down fast: one second of the questionnaire every 15 ms, started by the button. */
function FastCountdown({ from }: { from: number }) {
  const [left, setLeft] = useState(from);
  const [running, setRunning] = useState(false);
  useEffect(() => {
    if (!running || left <= 0) return;
    const tick = setTimeout(() => setLeft((seconds) => seconds - 1), 15);
    return () => clearTimeout(tick);
  }, [running, left]);
  return (
    <div className="flex flex-col items-center gap-4">
      <QuestionnaireTimer remainingSeconds={left} />
      <Button size="sm" variant="secondary" onClick={() => setRunning(true)} disabled={running}>
        Correr o relógio
      </Button>
    </div>
  );
}

/** Heard at each whole minute, then at 30, 10 and 0 seconds — never every second. */
export const Announcements: Story = {
  args: { remainingSeconds: 150 },
  render: (args) => <FastCountdown from={args.remainingSeconds} />,
  play: async ({ canvas, userEvent }) => {
    const status = canvas.getByRole('status');
    const heard: string[] = [];
    const listener = new MutationObserver(() => {
      if (status.textContent) heard.push(status.textContent);
    });
    listener.observe(status, { childList: true, characterData: true, subtree: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Correr o relógio' }));
    await waitFor(
      () => expect(canvas.getByRole('timer', { name: 'Tempo esgotado' })).toBeVisible(),
      { timeout: 6000 },
    );
    listener.disconnect();
    await expect(heard).toEqual([
      'Restam 2 minutos',
      'Resta 1 minuto',
      'Restam 30 segundos',
      'Restam 10 segundos',
      'Tempo esgotado',
    ]);
  },
};
