import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within, type UserEventObject } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { SuggestionModal, type SuggestionModalProps } from './SuggestionModal';

/** The modal behind the user menu's 'Dê sua sugestão' entry. */
function ModalWithTrigger(props: SuggestionModalProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Dê sua sugestão
      </Button>
      <SuggestionModal
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Shell/SuggestionModal',
  component: SuggestionModal,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div className="p-8">
      <ModalWithTrigger {...args} />
    </div>
  ),
  args: { open: true, onSubmit: fn(async () => undefined), onClose: fn() },
} satisfies Meta<typeof SuggestionModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Trilhas de curta duração';
const DESCRIPTION =
  'Seria ótimo ter trilhas com cursos de até 15 minutos para assistir nos intervalos do canteiro.';

async function openModal() {
  const dialog = await screen.findByRole('dialog', { name: 'Dê sua sugestão' });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  const modal = within(dialog);
  return {
    dialog,
    modal,
    title: modal.getByRole('textbox', { name: 'Título' }),
    description: modal.getByRole('textbox', { name: 'Descrição' }),
    send: modal.getByRole('button', { name: 'Enviar sugestão' }),
  };
}

async function fill(userEvent: UserEventObject, title: HTMLElement, description: HTMLElement) {
  await userEvent.type(title, TITLE);
  await userEvent.type(description, DESCRIPTION);
}

export const Empty: Story = {
  tags: ['templates'],
  play: async () => {
    const { dialog, title, description } = await openModal();
    await expect(dialog).toHaveAccessibleDescription(
      'Conte para nós o que podemos melhorar na plataforma. Toda sugestão é lida pela nossa equipe.',
    );
    await expect(title).toHaveValue('');
    await expect(title).toBeRequired();
    await expect(title).toHaveAttribute('maxlength', '100');
    await expect(title).toHaveAccessibleDescription('0 de 100 caracteres');
    await expect(description).toHaveAttribute('maxlength', '500');
    await expect(description).toHaveAccessibleDescription('0 de 500 caracteres');
    await expect(within(dialog).getByText('0/100')).toBeVisible();
    await expect(within(dialog).getByText('0/500')).toBeVisible();
  },
};

export const Sent: Story = {
  args: { open: false },
  play: async ({ canvas, userEvent, step, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Dê sua sugestão' });
    await userEvent.click(trigger);
    const { dialog, title, description, send } = await openModal();

    await step('The counters follow the typing', async () => {
      await fill(userEvent, title, description);
      await expect(within(dialog).getByText(`${TITLE.length}/100`)).toBeVisible();
      await expect(description).toHaveAccessibleDescription(
        `${DESCRIPTION.length} de 500 caracteres`,
      );
    });

    // Sent: the modal closes (the app shows 'Sugestão enviada!').
    await step('Send closes the modal, focus back on the trigger', async () => {
      await userEvent.click(send);
      await expect(args.onSubmit).toHaveBeenCalledWith({ title: TITLE, description: DESCRIPTION });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};

export const Filled: Story = {
  play: async ({ userEvent, args }) => {
    const { title, description, dialog } = await openModal();
    await fill(userEvent, title, description);
    await expect(title).toHaveValue(TITLE);
    await expect(description).toHaveValue(DESCRIPTION);
    await expect(within(dialog).getByText(`${DESCRIPTION.length}/500`)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const CountersAtLimit: Story = {
  play: async ({ userEvent, args }) => {
    const { dialog, title, description, send } = await openModal();
    // Pasting more than fits keeps the first 100 and 500 characters (spec 1 §5).
    const longTitle =
      'Mais cursos práticos sobre segurança em obras verticais e trabalho em altura '.repeat(2);
    const longDescription =
      'Gostaria de ver estudos de caso reais com fotos dos canteiros. '.repeat(10);
    await userEvent.click(title);
    await userEvent.paste(longTitle);
    await userEvent.click(description);
    await userEvent.paste(longDescription);
    await expect(title).toHaveValue(longTitle.slice(0, 100));
    await expect(description).toHaveValue(longDescription.slice(0, 500));
    await expect(within(dialog).getByText('100/100')).toBeVisible();
    await expect(within(dialog).getByText('500/500')).toBeVisible();
    await expect(title).toHaveAccessibleDescription('100 de 100 caracteres');
    // At the limit is still valid.
    await userEvent.click(send);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      title: longTitle.slice(0, 100),
      description: longDescription.slice(0, 500),
    });
  },
};

export const ValidationErrors: Story = {
  play: async ({ userEvent, step, args }) => {
    const { title, description, send } = await openModal();

    await step('Both problems show under their fields, focus on the first', async () => {
      await userEvent.type(title, '   ');
      await userEvent.click(send);
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await expect(title).toHaveAttribute('aria-invalid', 'true');
      await expect(title).toHaveAccessibleDescription(/Título não pode ser vazio\.$/);
      await expect(description).toHaveAccessibleDescription(/Descrição não pode ser vazia\.$/);
      await expect(title).toHaveFocus();
    });

    await step('Each message leaves as soon as its field is right', async () => {
      await userEvent.clear(title);
      await userEvent.type(title, 'Trilhas curtas');
      await expect(title).not.toHaveAttribute('aria-invalid');
      await expect(description).toHaveAttribute('aria-invalid', 'true');
    });
  },
};

export const ServerError: Story = {
  args: {
    onSubmit: fn(async () => {
      throw {
        code: 'INTERNAL_SERVER_ERROR',
        message: 'O servidor não conseguiu concluir a operação. Tente novamente em instantes.',
      };
    }),
  },
  play: async ({ userEvent, args }) => {
    const { dialog, title, description, send } = await openModal();
    await fill(userEvent, title, description);
    await userEvent.click(send);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'O servidor não conseguiu concluir a operação. Tente novamente em instantes.',
    );
    // Nothing typed is lost, and the modal stays to try again.
    await expect(title).toHaveValue(TITLE);
    await expect(description).toHaveValue(DESCRIPTION);
    await expect(dialog).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(send).not.toHaveAttribute('aria-busy'));
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => {})) },
  play: async ({ userEvent, args }) => {
    const { title, description, send } = await openModal();
    await fill(userEvent, title, description);
    await userEvent.click(send);
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(send);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // Escape waits for the answer instead of dropping it.
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Dê sua sugestão' })).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const EscapeCloses: Story = {
  args: { open: false },
  play: async ({ canvas, userEvent, step, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Dê sua sugestão' });

    await step('Escape closes a draft, focus back on the trigger', async () => {
      await userEvent.click(trigger);
      const { title } = await openModal();
      await userEvent.type(title, 'Rascunho');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(trigger).toHaveFocus());
    });

    await step('Opening again starts empty', async () => {
      await userEvent.click(trigger);
      const reopened = await openModal();
      await expect(reopened.title).toHaveValue('');
    });
  },
};
