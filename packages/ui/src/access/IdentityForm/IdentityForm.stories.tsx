import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { AccessStoryFrame } from '../../storybook/frames';
import { IdentityForm } from './IdentityForm';

const meta = {
  title: 'Access/IdentityForm',
  component: IdentityForm,
  decorators: [
    (Story) => (
      <AccessStoryFrame>
        <Story />
      </AccessStoryFrame>
    ),
  ],
  args: { onSubmit: fn(async () => undefined), onBack: fn() },
} satisfies Meta<typeof IdentityForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillIdentity({ canvas, userEvent }: Pick<StoryContext, 'canvas' | 'userEvent'>) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Nome completo' }), ' Ana Souza ');
  await userEvent.type(canvas.getByLabelText('Data de nascimento'), '1990-05-20');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Matrícula' }), '51873');
  await userEvent.type(canvas.getByRole('textbox', { name: 'CPF' }), '12345678901');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Nome da mãe' }), 'Cláudia Souza');
}

/** The whole HR set: the identity check receives the normalised data. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Validar meus dados' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('group', { name: 'Ou informe seus dados da empresa' }),
    ).toBeVisible();
    await fillIdentity({ canvas, userEvent });
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'CPF' })).toHaveValue('123.456.789-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Validar dados' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      by: 'identity',
      identity: {
        email: '',
        name: 'Ana Souza',
        birthDate: '1990-05-20',
        badgeCode: 51873,
        document: '12345678901',
        mothersName: 'Cláudia Souza',
      },
    });
  },
};

/** spec 1 §5: only the e-mail filled is a valid form and asks for the recovery e-mail. */
export const OnlyEmail: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'ana.souza@decola.dev ');
    await userEvent.click(canvas.getByRole('button', { name: 'Validar dados' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      by: 'email',
      email: 'ana.souza@decola.dev',
    });
    for (const name of ['Nome completo', 'Matrícula', 'CPF', 'Nome da mãe']) {
      await expect(canvas.getByRole('textbox', { name })).not.toHaveAttribute('aria-invalid');
    }
  },
};

/** Nothing filled: every field says what it needs, and focus goes to the first one. */
export const MissingFields: Story = {
  play: async ({ canvas, userEvent, step, args }) => {
    await step('Sending nothing marks every field', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Validar dados' }));
      await expect(args.onSubmit).not.toHaveBeenCalled();
      const expected: [HTMLElement, string][] = [
        [canvas.getByRole('textbox', { name: 'E-mail' }), 'Informe seu e-mail.'],
        [canvas.getByRole('textbox', { name: 'Nome completo' }), 'Informe seu nome.'],
        [canvas.getByLabelText('Data de nascimento'), 'Informe sua data de nascimento.'],
        [canvas.getByRole('textbox', { name: 'Matrícula' }), 'Informe sua matrícula.'],
        [canvas.getByRole('textbox', { name: 'CPF' }), 'Informe seu CPF ou documento.'],
        [canvas.getByRole('textbox', { name: 'Nome da mãe' }), 'Informe o nome da sua mãe.'],
      ];
      for (const [field, message] of expected) {
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription(message);
      }
      await expect(expected[0]![0]).toHaveFocus();
    });

    await step('A badge code with letters is refused', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Matrícula' }), '12a');
      await expect(canvas.getByRole('textbox', { name: 'Matrícula' })).toHaveAccessibleDescription(
        'A matrícula deve conter apenas números.',
      );
    });
  },
};

export const ServerError: Story = {
  args: {
    onSubmit: fn(async () => {
      throw {
        code: 'INVALID_USER_DATA',
        message: 'Os dados informados não conferem com o nosso cadastro.',
      };
    }),
  },
  play: async ({ canvas, userEvent, args }) => {
    await fillIdentity({ canvas, userEvent });
    await userEvent.click(canvas.getByRole('button', { name: 'Validar dados' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Os dados informados não conferem com o nosso cadastro.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Nome completo' })).toHaveValue(' Ana Souza ');
    await expect(canvas.getByLabelText('Data de nascimento')).toHaveValue('1990-05-20');
    await expect(canvas.getByRole('textbox', { name: 'Matrícula' })).toHaveValue('51873');
    await expect(canvas.getByRole('textbox', { name: 'CPF' })).toHaveValue('123.456.789-01');
    await expect(canvas.getByRole('textbox', { name: 'Nome da mãe' })).toHaveValue('Cláudia Souza');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Validar dados' })).not.toHaveAttribute(
        'aria-busy',
      ),
    );
  },
};
