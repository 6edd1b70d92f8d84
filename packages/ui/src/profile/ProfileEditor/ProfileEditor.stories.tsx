import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { CURITIBA, STATES } from '../../storybook/address';
import { storyInterests } from '../../storybook/fixtures/onboarding';
import { storyProfileCompanies, storyProfileUser } from '../../storybook/fixtures/profile';
import { expectHeadingOutline } from '../../storybook/helpers';
import { ProfileEditor } from './ProfileEditor';

const meta = {
  title: 'Profile/ProfileEditor',
  component: ProfileEditor,
  parameters: { layout: 'fullscreen' },
  args: {
    user: storyProfileUser,
    companies: storyProfileCompanies,
    states: STATES,
    interests: storyInterests,
    selectedInterestIds: [2, 4],
    onZipLookup: fn(async () => CURITIBA),
    onSave: fn(async () => undefined),
    onRedoOnboarding: fn(),
    onDirtyChange: fn(),
  },
} satisfies Meta<typeof ProfileEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const SAVE = { name: 'Salvar alterações' } as const;

/** The learner's values filled in, e-mail and CPF read-only; a change is saved. */
export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas, canvasElement, userEvent, step, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Editar perfil' })).toBeVisible();
    await expectHeadingOutline(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Nome' });
    await expect(name).toHaveValue('Ana Carolina Ribeiro');
    await expect(name).toHaveAttribute('maxLength', '150');
    await expect(name).toBeRequired();
    const socialName = canvas.getByRole('textbox', { name: 'Nome social' });
    await expect(socialName).toHaveAttribute('maxLength', '80');
    await expect(socialName).toHaveAccessibleDescription(
      expect.stringContaining('5 de 80 caracteres'),
    );
    const biography = canvas.getByRole('textbox', { name: 'Biografia' });
    await expect(biography).toHaveAttribute('maxLength', '500');
    // spec 1 §3: e-mail and CPF are the account's, shown but not edited here.
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('readonly');
    const cpf = canvas.getByRole('textbox', { name: 'CPF' });
    await expect(cpf).toHaveValue('529.982.247-25');
    await expect(cpf).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: 'CEP' })).toHaveValue('01310-100');
    await expect(canvas.getByRole('combobox', { name: 'Estado' })).toHaveDisplayValue('São Paulo');
    await expect(canvas.getByRole('checkbox', { name: 'Liderança' })).toBeChecked();
    await expect(canvas.getByText('2 de 5 selecionados')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Empresas' })).toHaveTextContent(
      'Decola ConstruçõesDecola Incorporadora',
    );
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);

    await step('Change the social name and biography, save', async () => {
      await userEvent.clear(socialName);
      await userEvent.type(socialName, 'Carol Ribeiro');
      await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
      await userEvent.type(biography, ' E de ensinar.');
      await userEvent.click(canvas.getByRole('button', SAVE));
      await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
      await expect(args.onSave).toHaveBeenCalledWith(
        {
          name: 'Ana Carolina Ribeiro',
          socialName: 'Carol Ribeiro',
          biography: `${storyProfileUser.biography} E de ensinar.`,
          // spec 2 §5: stateID as a number, the zip without its mask.
          address: { ...storyProfileUser.address, zipCode: '01310100' },
        },
        [2, 4],
      );
      // Saved: nothing left to lose.
      await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
      await expect(canvas.queryByRole('alert')).toBeNull();
    });
  },
};

/** A refused save: the problems under their fields, the first focused, nothing sent. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const name = canvas.getByRole('textbox', { name: 'Nome' });
    await userEvent.clear(name);
    const number = canvas.getByRole('spinbutton', { name: 'Número' });
    await userEvent.clear(number);
    await userEvent.type(number, '-3');
    await userEvent.click(canvas.getByRole('button', SAVE));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(expect.stringContaining('Informe seu nome.'));
    await expect(name).toHaveFocus();
    await expect(number).toHaveAccessibleDescription('O número deve ser maior ou igual a 0.');
    await expect(args.onSave).not.toHaveBeenCalled();
    // Typing clears that field's message only.
    await userEvent.type(name, 'Ana');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(number).toHaveAttribute('aria-invalid', 'true');
  },
};

/** While the save runs the button is busy and a second press sends nothing. */
export const Saving: Story = {
  args: { onSave: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome social' }), 'ina');
    const save = canvas.getByRole('button', SAVE);
    await userEvent.click(save);
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** A failed save shows the server's message and keeps every value typed. */
export const SaveFailed: Story = {
  args: {
    onSave: fn(() =>
      Promise.reject({
        status: 500,
        code: 'UNEXPECTED_ERROR',
        message: 'Ocorreu um erro inesperado.',
      }),
    ),
  },
  play: async ({ canvas, userEvent, args }) => {
    const socialName = canvas.getByRole('textbox', { name: 'Nome social' });
    await userEvent.clear(socialName);
    await userEvent.type(socialName, 'Carolina');
    const complement = canvas.getByRole('textbox', { name: 'Complemento' });
    await userEvent.clear(complement);
    await userEvent.type(complement, 'Sala 12');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Finanças' }));
    await userEvent.click(canvas.getByRole('button', SAVE));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Ocorreu um erro inesperado.');
    await expect(socialName).toHaveValue('Carolina');
    await expect(complement).toHaveValue('Sala 12');
    await expect(canvas.getByRole('checkbox', { name: 'Finanças' })).toBeChecked();
    // Still unsaved: leaving would still ask.
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
  },
};
