import type { Template } from '@decola/domain';
import type { Meta, StoryContext } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { CURITIBA, STATES } from './address';
import { Button } from '../primitives/Button';
import { RegisterModal, type RegisterModalProps } from '../access/RegisterModal/RegisterModal';

export type RegisterStoryProps = Omit<RegisterModalProps, 'template'> & { template?: Template };

/**
 * The landing around the modal: 'Crie uma conta' opens it, closing returns focus there. Without a
 * `template` arg the modal follows the Template toolbar, as the app follows the host.
 */
function LandingWithRegister({ template = 'default', ...props }: RegisterStoryProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <div className="p-8">
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Crie uma conta
      </Button>
      <RegisterModal
        {...props}
        template={template}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </div>
  );
}

export const templateOf = (
  args: RegisterStoryProps,
  context: Pick<StoryContext, 'globals'>,
): Template => args.template ?? (context.globals.template as Template | undefined) ?? 'default';

/** Everything of the meta but its title, shared by the states and the features files. */
export const registerStoryMeta = {
  component: LandingWithRegister,
  parameters: { layout: 'fullscreen' },
  render: (args, context) => <LandingWithRegister {...args} template={templateOf(args, context)} />,
  args: {
    open: true,
    onClose: fn(),
    today: '2026-11-22',
    states: STATES,
    onSubmit: fn(),
    onZipLookup: fn(async () => CURITIBA),
    onStrengthCheck: fn(),
  },
  argTypes: {
    template: { control: 'inline-radio', options: ['default', 'portal', 'construction', 'circle'] },
  },
} satisfies Omit<Meta<RegisterStoryProps>, 'title'>;

export async function openedModal() {
  const dialog = await screen.findByRole('dialog', { name: 'Cadastre-se' });
  return { dialog, modal: within(dialog) };
}

/** Fills the standard form with valid values, the address through the zip lookup. */
export async function fillStandard(userEvent: StoryContext['userEvent']) {
  const { modal } = await openedModal();
  await userEvent.type(modal.getByRole('textbox', { name: /Nome completo/ }), 'Ana Souza');
  await userEvent.type(modal.getByLabelText(/Data de nascimento/), '1990-05-20');
  await userEvent.type(modal.getByRole('textbox', { name: /CPF/ }), '12345678909');
  await userEvent.type(modal.getByRole('textbox', { name: /E-mail/ }), 'ana.souza@decola.dev');
  await userEvent.type(modal.getByLabelText(/^Senha/), 'Decola@2026');
  await userEvent.type(modal.getByLabelText(/Confirmar senha/), 'Decola@2026 ');
  await userEvent.type(modal.getByRole('textbox', { name: 'CEP' }), '80420090');
  await waitFor(() =>
    expect(modal.getByRole('textbox', { name: 'Cidade' })).toHaveValue('Curitiba'),
  );
  await userEvent.type(modal.getByRole('spinbutton', { name: 'Número' }), '1230');
  await userEvent.type(modal.getByRole('textbox', { name: 'Complemento' }), 'Sala 4');
  await userEvent.click(modal.getByRole('checkbox', { name: 'Li e aceito os Termos de Uso' }));
  return modal;
}
