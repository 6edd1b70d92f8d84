import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { withViewerTabFrame } from '../../../storybook/decorators';
import { DoubtForm } from './DoubtForm';

const meta = {
  title: 'Assessment/Doubts/DoubtForm',
  component: DoubtForm,
  args: { label: 'Nova dúvida', submitLabel: 'Enviar dúvida', onSubmit: fn(), onSent: fn() },
  decorators: [withViewerTabFrame],
} satisfies Meta<typeof DoubtForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title and description, each required and counted to the contract's maximum. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const form = within(canvas.getByRole('form', { name: 'Nova dúvida' }));
    const title = form.getByRole('textbox', { name: 'Título' });
    const description = form.getByRole('textbox', { name: 'Descrição' });
    await expect(title).toHaveAttribute('maxlength', '100');
    await expect(description).toHaveAttribute('maxlength', '1000');
    await expect(title).toHaveAccessibleDescription(/0 de 100 caracteres/);
    await userEvent.type(title, 'Ancoragem em platibanda');
    await userEvent.type(description, 'Posso usar a platibanda?');
    await userEvent.click(form.getByRole('button', { name: 'Enviar dúvida' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      title: 'Ancoragem em platibanda',
      description: 'Posso usar a platibanda?',
    });
    await waitFor(() => expect(args.onSent).toHaveBeenCalledOnce());
    await expect(title).toHaveValue('');
    form.getByRole('button', { name: 'Enviar dúvida' }).blur();
  },
};

/** spec 2 §5: without a title (and a description) refused at its fields, before any call. */
export const Refused: Story = {
  play: async ({ canvas, args }) => {
    const form = within(canvas.getByRole('form', { name: 'Nova dúvida' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Descrição' }), '   ');
    await userEvent.click(form.getByRole('button', { name: 'Enviar dúvida' }));
    const title = form.getByRole('textbox', { name: 'Título' });
    await expect(title).toHaveAccessibleDescription(/Informe o título da dúvida/);
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveFocus();
    await expect(form.getByRole('textbox', { name: 'Descrição' })).toHaveAccessibleDescription(
      /Informe a descrição da dúvida/,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** spec 2 §5: the data layer's problems at their fields, the invalid id above the buttons. */
export const DataLayerRefused: Story = {
  play: async ({ canvas, args }) => {
    mocked(args.onSubmit).mockRejectedValueOnce({
      code: 'EMPTY_FIELD',
      message: 'Título não pode ser vazio.',
      validation: [
        { code: 'EMPTY_FIELD', message: 'Título não pode ser vazio.', field: 'title' },
        { code: 'EMPTY_FIELD', message: 'Descrição não pode ser vazia.', field: 'description' },
        { code: 'INVALID_ID', message: 'ID não é válido.', field: 'contentId' },
      ],
    });
    const form = within(canvas.getByRole('form', { name: 'Nova dúvida' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Título' }), 'Platibanda');
    await userEvent.type(form.getByRole('textbox', { name: 'Descrição' }), 'Pode?');
    await userEvent.click(form.getByRole('button', { name: 'Enviar dúvida' }));
    const title = form.getByRole('textbox', { name: 'Título' });
    await waitFor(() => expect(title).toHaveAccessibleDescription(/Título não pode ser vazio\./));
    await expect(form.getByRole('textbox', { name: 'Descrição' })).toHaveAccessibleDescription(
      /Descrição não pode ser vazia\./,
    );
    await expect(form.getByRole('alert')).toHaveTextContent('ID não é válido.');
    // The values stay.
    await expect(title).toHaveValue('Platibanda');
    await expect(args.onSent).not.toHaveBeenCalled();
  },
};
