import { templateConfig } from '@decola/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import {
  fillStandard,
  openedModal,
  registerStoryMeta,
  templateOf,
  type RegisterStoryProps,
} from '../../storybook/register';

/** The register modal's states; its rules one by one are in RegisterModal.features.stories. */
const meta = {
  title: 'Access/RegisterModal',
  ...registerStoryMeta,
} satisfies Meta<RegisterStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['templates'],
  play: async ({ args, globals }) => {
    const { modal } = await openedModal();
    const template = templateOf(args, { globals });
    await expect(modal.getByRole('textbox', { name: 'Nome completo' })).toBeRequired();
    await expect(modal.getByRole('textbox', { name: 'E-mail' })).toBeRequired();
    await expect(modal.getByLabelText(/^Senha/)).toHaveAttribute('type', 'password');
    await expect(modal.getByLabelText(/Confirmar senha/)).toHaveAttribute('type', 'password');
    await expect(modal.getByRole('textbox', { name: 'CEP' })).toHaveAttribute(
      'maxLength',
      String(templateConfig(template).zipMaxLength),
    );
    await expect(modal.getByRole('combobox', { name: 'Estado' })).toHaveDisplayValue('Selecionar');
    const terms = modal.getByRole('link', { name: 'Termos de Uso' });
    await expect(terms).toHaveAttribute('href', '/student/terms');
    await expect(terms).toHaveAttribute('target', '_blank');
    await expect(terms).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(terms).toHaveAccessibleDescription('abre em uma nova aba');
    await expect(
      modal.getByRole('checkbox', { name: 'Li e aceito os Termos de Uso' }),
    ).not.toBeChecked();
  },
};

export const Standard: Story = {
  args: { template: 'default' },
  play: async () => {
    const { modal } = await openedModal();
    const birthDate = modal.getByLabelText(/Data de nascimento/);
    await expect(birthDate).toHaveAttribute('type', 'date');
    await expect(birthDate).toHaveAttribute('min', '1900-01-01');
    await expect(birthDate).toHaveAttribute('max', '2026-11-22');
    await expect(modal.getByLabelText(/^Senha/)).toHaveAccessibleDescription(
      'Sua senha deve conter: Ao menos 8 caracteres, uma letra minúscula, uma letra maiúscula, um caractere especial.',
    );
    await expect(modal.queryByRole('checkbox', { name: 'Sou estrangeiro' })).toBeNull();
  },
};

export const Circle: Story = {
  args: { template: 'circle' },
  play: async () => {
    const { modal } = await openedModal();
    await expect(modal.getByRole('checkbox', { name: 'Sou estrangeiro' })).not.toBeChecked();
    const birthDate = modal.getByRole('textbox', { name: /Data de nascimento/ });
    await expect(birthDate).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await expect(modal.getByRole('textbox', { name: 'CEP' })).toHaveAttribute('maxLength', '14');
    // spec 1 §5: in the circle variant, uppercase and special characters are not required.
    const rules = within(modal.getByRole('list', { name: 'Requisitos da senha' }));
    await expect(rules.getAllByRole('listitem')).toHaveLength(4);
    await expect(rules.queryByText('Uma letra maiúscula')).toBeNull();
  },
};

export const FilledValid: Story = {
  args: { template: 'default' },
  play: async ({ userEvent, args }) => {
    const modal = await fillStandard(userEvent);
    await userEvent.click(modal.getByRole('button', { name: 'Cadastrar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Ana Souza',
      birthDate: '1990-05-20',
      document: '12345678909',
      email: 'ana.souza@decola.dev',
      password: 'Decola@2026',
      passwordConfirmation: 'Decola@2026',
      isForeigner: false,
      address: {
        zipCode: '80420090',
        stateID: 16,
        federalUnit: 'PR',
        city: 'Curitiba',
        district: 'Centro',
        street: 'Rua Comendador Araújo',
        addressNumber: 1230,
        complement: 'Sala 4',
      },
    });
  },
};

export const RequiredErrors: Story = {
  args: { template: 'default' },
  play: async ({ userEvent, args }) => {
    const { modal } = await openedModal();
    await userEvent.click(modal.getByRole('button', { name: 'Cadastrar' }));
    const expected: [HTMLElement, string][] = [
      [modal.getByRole('textbox', { name: /Nome completo/ }), 'Informe seu nome.'],
      [modal.getByLabelText(/Data de nascimento/), 'Informe sua data de nascimento.'],
      [modal.getByRole('textbox', { name: /CPF/ }), 'Informe seu CPF.'],
      [modal.getByRole('textbox', { name: /E-mail/ }), 'Informe seu e-mail.'],
      [modal.getByLabelText(/Confirmar senha/), 'Confirme sua senha.'],
      [
        modal.getByRole('checkbox', { name: 'Li e aceito os Termos de Uso' }),
        'É necessário aceitar o Termo de Uso para prosseguir!',
      ],
    ];
    for (const [field, message] of expected) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
    }
    const password = modal.getByLabelText(/^Senha/);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(/Informe sua senha\./);
    // Focus goes to the first field with an error, so its message is read at once.
    await expect(modal.getByRole('textbox', { name: /Nome completo/ })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: {
    template: 'default',
    onSubmit: fn(() =>
      Promise.reject({
        code: 'EMAIL_ALREADY_REGISTERED',
        message: 'Este e-mail já está cadastrado.',
      }),
    ),
  },
  play: async ({ userEvent, args }) => {
    const modal = await fillStandard(userEvent);
    await userEvent.click(modal.getByRole('button', { name: 'Cadastrar' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(await modal.findByRole('alert')).toHaveTextContent(
      'Este e-mail já está cadastrado.',
    );
    // A failed form keeps every value the learner typed.
    await expect(modal.getByRole('textbox', { name: /Nome completo/ })).toHaveValue('Ana Souza');
    await expect(modal.getByLabelText(/Data de nascimento/)).toHaveValue('1990-05-20');
    await expect(modal.getByRole('textbox', { name: /CPF/ })).toHaveValue('123.456.789-09');
    await expect(modal.getByRole('textbox', { name: /E-mail/ })).toHaveValue(
      'ana.souza@decola.dev',
    );
    await expect(modal.getByLabelText(/^Senha/)).toHaveValue('Decola@2026');
    await expect(modal.getByRole('textbox', { name: 'Cidade' })).toHaveValue('Curitiba');
    await expect(
      modal.getByRole('checkbox', { name: 'Li e aceito os Termos de Uso' }),
    ).toBeChecked();
    await expect(modal.getByRole('button', { name: 'Cadastrar' })).not.toHaveAttribute('aria-busy');
  },
};

export const Foreigner: Story = {
  args: { template: 'circle' },
  play: async ({ userEvent, step, args }) => {
    const { modal } = await openedModal();
    await step('Sou estrangeiro disables the CPF', async () => {
      const cpf = modal.getByRole('textbox', { name: /CPF/ });
      await userEvent.type(cpf, '12345678909');
      await userEvent.click(modal.getByRole('checkbox', { name: 'Sou estrangeiro' }));
      await expect(cpf).toBeDisabled();
    });
    await step('Fill the rest and send', async () => {
      await userEvent.type(modal.getByRole('textbox', { name: /Nome completo/ }), 'John Smith');
      await userEvent.type(
        modal.getByRole('textbox', { name: /Data de nascimento/ }),
        '20/05/1990',
      );
      await userEvent.type(modal.getByRole('textbox', { name: /E-mail/ }), 'john@example.com');
      await userEvent.type(modal.getByLabelText(/^Senha/), 'decola2026');
      await userEvent.type(modal.getByLabelText(/Confirmar senha/), 'decola2026');
      await userEvent.type(modal.getByRole('textbox', { name: 'Código postal' }), 'SW1A 1AA');
      await userEvent.click(modal.getByRole('checkbox', { name: 'Li e aceito os Termos de Uso' }));
      await userEvent.click(modal.getByRole('button', { name: 'Cadastrar' }));
    });
    await expect(args.onZipLookup).not.toHaveBeenCalled();
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'John Smith',
        birthDate: '1990-05-20',
        document: null,
        isForeigner: true,
        address: expect.objectContaining({ zipCode: 'SW1A 1AA', stateID: null }),
      }),
    );
    await waitFor(() => expect(args.onStrengthCheck).toHaveBeenCalledWith('decola2026'));
  },
};

export const Closing: Story = {
  args: { open: false, template: 'default' },
  play: async ({ userEvent, step, args }) => {
    const trigger = screen.getByRole('button', { name: 'Crie uma conta' });
    await step('Open and type a password', async () => {
      await userEvent.click(trigger);
      const dialog = await screen.findByRole('dialog', { name: 'Cadastre-se' });
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      await userEvent.type(within(dialog).getByLabelText(/^Senha/), 'Decola@2026');
      await waitFor(() => expect(args.onStrengthCheck).toHaveBeenCalledWith('Decola@2026'));
    });
    await step('Escape closes', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(trigger).toHaveFocus());
      // spec 1 §2: closing clears the strength feedback.
      await expect(args.onStrengthCheck).toHaveBeenLastCalledWith('');
    });
  },
};
