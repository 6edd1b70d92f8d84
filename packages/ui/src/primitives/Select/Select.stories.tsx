import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Select } from './Select';

const STATES = [
  { value: 16, label: 'Paraná' },
  { value: 25, label: 'São Paulo' },
  { value: 23, label: 'Santa Catarina' },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Estado',
    options: STATES,
    placeholder: 'Selecionar',
    defaultValue: '',
    onChange: fn(),
  },
  argTypes: { ref: { table: { disable: true } } },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Estado' });
    await expect(select).toHaveDisplayValue('Selecionar');
    await userEvent.selectOptions(select, 'Paraná');
    await expect(select).toHaveValue('16');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const WithError: Story = {
  args: { error: 'Selecione seu estado.' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Estado' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Selecione seu estado.');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    // The mark is drawn, not read: the name stays 'Estado'.
    const select = canvas.getByRole('combobox', { name: 'Estado' });
    await expect(select).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};
