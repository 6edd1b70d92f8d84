import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Entrar', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    ref: { table: { disable: true } },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Entrar' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** The four emphases side by side: the one story shot in every template (brand colours). */
export const Variants: Story = {
  tags: ['templates'],
  render: (args) => (
    <div className="flex items-center gap-3">
      <Button {...args} variant="primary">
        Salvar e entrar
      </Button>
      <Button {...args} variant="secondary">
        Crie uma conta
      </Button>
      <Button {...args} variant="ghost">
        Esqueci minha senha
      </Button>
      <Button {...args} variant="danger">
        Sair
      </Button>
    </div>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const variants = [
      ['Salvar e entrar', 'primary'],
      ['Crie uma conta', 'secondary'],
      ['Esqueci minha senha', 'ghost'],
      ['Sair', 'danger'],
    ] as const;
    for (const [name, variant] of variants) {
      const button = canvas.getByRole('button', { name });
      await expect(button).toHaveAttribute('data-variant', variant);
      await userEvent.click(button);
    }
    await expect(args.onClick).toHaveBeenCalledTimes(variants.length);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Button {...args} size="sm">
        Pequeno
      </Button>
      <Button {...args} size="md">
        Médio
      </Button>
      <Button {...args} size="lg">
        Grande
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = ['Pequeno', 'Médio', 'Grande'].map(
      (name) => canvas.getByRole('button', { name }).getBoundingClientRect().height,
    );
    await expect(heights[0]).toBeLessThan(heights[1]!);
    await expect(heights[1]).toBeLessThan(heights[2]!);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Entrar' });
    await expect(button).toBeDisabled();
    // The module's userEvent, as the play context's cannot be told to click through a disabled control.
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Entrar' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // Still focusable, so keyboard users keep their place while the action runs.
    button.focus();
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const KeyboardActivation: Story = {
  args: { children: 'Continuar' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Continuar' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};
