import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { SectionBoundary, type SectionBoundaryProps } from './SectionBoundary';

const SECTION_ERROR = 'Não foi possível carregar as pílulas.';
// What a malformed answer makes the browser throw: English, never for the learner's eyes.
const THROWN = "Cannot read properties of null (reading 'map')";

function PillList({ pills }: { pills: string[] | null }) {
  if (!pills) throw new TypeError(THROWN);
  return (
    <section aria-label="Fique por dentro" className="rounded-card bg-surface p-4 shadow-sm">
      <ul className="flex flex-col gap-1 text-ink">
        {pills.map((pill) => (
          <li key={pill}>{pill}</li>
        ))}
      </ul>
    </section>
  );
}

function EventList() {
  return (
    <section aria-label="Treinamentos" className="rounded-card bg-surface p-4 text-ink shadow-sm">
      Semana de Segurança do Trabalho
    </section>
  );
}

const meta = {
  title: 'Primitives/SectionBoundary',
  component: SectionBoundary,
  decorators: [
    (Story) => (
      <div className="flex w-[36rem] max-w-full flex-col gap-4">
        <Story />
      </div>
    ),
  ],
  args: {
    text: SECTION_ERROR,
    onRetry: fn(),
    onError: fn(),
    children: <PillList pills={['Postura no canteiro', 'EPI em 60 segundos']} />,
  },
} satisfies Meta<typeof SectionBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A part that renders: the boundary adds nothing. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Fique por dentro' })).toHaveTextContent(
      'Postura no canteiro',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

/**
 * A part that throws while rendering shows its own error and 'Tentar novamente'; the part beside
 * it goes on, and the thrown text reaches only the app's log.
 */
export const Broken: Story = {
  tags: ['templates'],
  render: (args) => (
    <>
      <SectionBoundary {...args}>
        <PillList pills={null} />
      </SectionBoundary>
      <SectionBoundary text="Não foi possível carregar os eventos e treinamentos.">
        <EventList />
      </SectionBoundary>
    </>
  ),
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(SECTION_ERROR);
    await expect(alert).toHaveTextContent('Ocorreu um erro inesperado.');
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await expect(canvas.queryByText(THROWN, { exact: false })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Fique por dentro' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Treinamentos' })).toBeVisible();
    await expect(args.onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: THROWN }),
      expect.objectContaining({ componentStack: expect.any(String) }),
    );
  },
};

/** The app as it retries: it drops the malformed answer, and the next one is well formed. */
function PillsFixedOnRetry(props: SectionBoundaryProps) {
  const [pills, setPills] = useState<string[] | null>(null);
  return (
    <SectionBoundary
      {...props}
      onRetry={() => {
        props.onRetry?.();
        setPills(['Postura no canteiro', 'EPI em 60 segundos']);
      }}
    >
      <PillList pills={pills} />
    </SectionBoundary>
  );
}

/** 'Tentar novamente' lets the app drop what broke the part, then renders it again. */
export const Retry: Story = {
  render: (args) => <PillsFixedOnRetry {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('region', { name: 'Fique por dentro' })).toHaveTextContent(
      'EPI em 60 segundos',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** When the retry brings the same broken answer, the part shows its error again. */
export const StillBroken: Story = {
  args: { children: <PillList pills={null} /> },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SECTION_ERROR);
    await expect(args.onError).toHaveBeenCalledTimes(2);
  },
};
