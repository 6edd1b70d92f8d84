import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { waitForImages } from '../../storybook/helpers';
import { storyInterests } from '../../storybook/fixtures/onboarding';
import { InterestPicker, type InterestPickerProps } from './InterestPicker';

/** The picker with its choice kept, as the onboarding and the profile editor keep it. */
function PickerWithState(props: InterestPickerProps) {
  const [selected, setSelected] = useState(props.selected);
  return (
    <div className="w-[42rem] max-w-full rounded-card bg-surface p-6">
      <InterestPicker
        {...props}
        selected={selected}
        onChange={(next) => {
          setSelected(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Onboarding/InterestPicker',
  component: InterestPicker,
  render: (args) => <PickerWithState {...args} />,
  args: {
    interests: storyInterests,
    selected: [],
    onChange: fn(),
  },
} satisfies Meta<typeof InterestPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const checkbox = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.getByRole('checkbox', { name });

export const NoneSelected: Story = {
  play: async ({ canvas, canvasElement, userEvent, step, args }) => {
    await waitForImages(canvasElement);
    const group = canvas.getByRole('group', { name: 'Escolha até 5 interesses' });
    await expect(group).toHaveAccessibleDescription(/0 de 5 selecionados/);
    const boxes = within(group).getAllByRole('checkbox');
    await expect(boxes).toHaveLength(12);
    for (const box of boxes) {
      await expect(box).not.toBeChecked();
      await expect(box).toBeEnabled();
    }
    // A card without an image keeps its title as its name.
    await expect(checkbox(canvas, 'Atendimento ao cliente')).toBeInTheDocument();

    await step('A click on a card chooses it', async () => {
      await userEvent.click(canvas.getByText('Liderança'));
      await expect(checkbox(canvas, 'Liderança')).toBeChecked();
      await expect(args.onChange).toHaveBeenLastCalledWith([2]);
      await expect(canvas.getByText('1 de 5 selecionados')).toBeVisible();
    });

    await step('Space toggles the focused card', async () => {
      checkbox(canvas, 'Finanças').focus();
      await userEvent.keyboard(' ');
      await expect(args.onChange).toHaveBeenLastCalledWith([2, 6]);
      await userEvent.keyboard(' ');
      await expect(args.onChange).toHaveBeenLastCalledWith([2]);
    });
    await userEvent.click(checkbox(canvas, 'Liderança'));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.getByText('0 de 5 selecionados')).toBeVisible();
  },
};

export const Some: Story = {
  args: { selected: [1, 3, 6] },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await waitForImages(canvasElement);
    await expect(canvas.getByText('3 de 5 selecionados')).toBeVisible();
    await expect(checkbox(canvas, 'Segurança do trabalho')).toBeChecked();
    await expect(checkbox(canvas, 'Excel e planilhas')).toBeChecked();
    await expect(checkbox(canvas, 'Finanças')).toBeChecked();
    await expect(checkbox(canvas, 'Inovação')).toBeEnabled();

    await userEvent.click(checkbox(canvas, 'Excel e planilhas'));
    await expect(args.onChange).toHaveBeenLastCalledWith([1, 6]);
    await expect(canvas.getByText('2 de 5 selecionados')).toBeVisible();
    await userEvent.click(checkbox(canvas, 'Excel e planilhas'));
    await expect(args.onChange).toHaveBeenLastCalledWith([1, 6, 3]);
  },
};

export const FiveSelected: Story = {
  args: { selected: [1, 2, 4, 7, 11] },
  play: async ({ canvas, canvasElement, userEvent, step, args }) => {
    await waitForImages(canvasElement);
    const group = canvas.getByRole('group', { name: 'Escolha até 5 interesses' });
    await expect(canvas.getByText('5 de 5 selecionados')).toBeVisible();
    // spec 1 §5: once 5 are chosen, the other options are disabled; the chosen stay enabled.
    const boxes = within(group).getAllByRole('checkbox');
    await expect(boxes.filter((box) => (box as HTMLInputElement).checked)).toHaveLength(5);
    for (const box of boxes) {
      if ((box as HTMLInputElement).checked) await expect(box).toBeEnabled();
      else await expect(box).toBeDisabled();
    }
    await expect(group).toHaveAccessibleDescription(
      '5 de 5 selecionados Você escolheu 5 interesses, o máximo. Desmarque um para escolher outro.',
    );
    await step('A sixth choice is refused', async () => {
      await userEvent.click(canvas.getByText('Comunicação'));
      await expect(checkbox(canvas, 'Comunicação')).not.toBeChecked();
      await expect(args.onChange).not.toHaveBeenCalled();
    });

    await step('Unchoosing one frees the others; another fills the five again', async () => {
      await userEvent.click(checkbox(canvas, 'Liderança'));
      await expect(checkbox(canvas, 'Comunicação')).toBeEnabled();
      await expect(canvas.getByText('4 de 5 selecionados')).toBeVisible();
      await userEvent.click(checkbox(canvas, 'Comunicação'));
      await expect(args.onChange).toHaveBeenLastCalledWith([1, 4, 7, 11, 5]);
      await expect(checkbox(canvas, 'Liderança')).toBeDisabled();
    });
  },
};

export const Loading: Story = {
  args: { interests: [], state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando interesses…');
    await expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
    await expect(canvas.queryByText(/selecionados/)).toBeNull();
  },
};

export const Error: Story = {
  args: { interests: [], state: { status: 'error', onRetry: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os interesses.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.state?.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
  },
};

export const Empty: Story = {
  args: { interests: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhum interesse disponível no momento.')).toBeVisible();
    await expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
    await expect(canvas.getByRole('group', { name: 'Escolha até 5 interesses' })).toBeVisible();
  },
};
