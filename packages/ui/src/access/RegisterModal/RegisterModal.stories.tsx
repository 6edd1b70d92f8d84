import { templateConfig, type Template } from '@decola/domain';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { RegisterModal, type RegisterModalProps, type StateOption } from './RegisterModal';

const STATES: StateOption[] = [
  { id: 'MG', label: 'Minas Gerais', stateID: 13 },
  { id: 'PR', label: 'Paraná', stateID: 16 },
  { id: 'RJ', label: 'Rio de Janeiro', stateID: 19 },
  { id: 'SC', label: 'Santa Catarina', stateID: 24 },
  { id: 'SP', label: 'São Paulo', stateID: 25 },
];

const CURITIBA = {
  zipCode: '80420-090',
  federalUnit: 'PR',
  city: 'Curitiba',
  district: 'Centro',
  street: 'Rua Comendador Araújo',
};

type StoryProps = Omit<RegisterModalProps, 'template'> & { template?: Template };

/**
 * The landing around the modal: 'Crie uma conta' opens it, closing returns focus there. Without a
 * `template` arg the modal follows the Template toolbar, as the app follows the host.
 */
function LandingWithRegister({ template = 'default', ...props }: StoryProps) {
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

const templateOf = (args: StoryProps, context: Pick<StoryContext, 'globals'>): Template =>
  args.template ?? (context.globals.template as Template | undefined) ?? 'default';

const meta = {
  title: 'Access/RegisterModal',
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
} satisfies Meta<StoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openedModal(canvasElement: HTMLElement) {
  const page = within(canvasElement.ownerDocument.body);
  const dialog = await page.findByRole('dialog', { name: 'Cadastre-se' });
  return { page, dialog, modal: within(dialog) };
}

export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvasElement, args, globals }) => {
    const { modal } = await openedModal(canvasElement);
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
  play: async ({ canvasElement }) => {
    const { modal } = await openedModal(canvasElement);
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
  play: async ({ canvasElement }) => {
    const { modal } = await openedModal(canvasElement);
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

async function fillStandard(canvasElement: HTMLElement) {
  const { modal } = await openedModal(canvasElement);
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

export const FilledValid: Story = {
  args: { template: 'default' },
  play: async ({ canvasElement, args }) => {
    const modal = await fillStandard(canvasElement);
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
  play: async ({ canvasElement, args }) => {
    const { modal } = await openedModal(canvasElement);
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

const ruleState = (modal: ReturnType<typeof within>, label: string) =>
  within(modal.getByRole('list', { name: 'Requisitos da senha' }))
    .getByText(label)
    .closest('li')
    ?.getAttribute('data-met');

export const PasswordRules: Story = {
  args: { template: 'default' },
  play: async ({ canvasElement }) => {
    const { modal } = await openedModal(canvasElement);
    const password = modal.getByLabelText(/^Senha/);
    await expect(ruleState(modal, 'Ao menos 8 caracteres')).toBe('false');
    await userEvent.type(password, 'decola');
    await expect(ruleState(modal, 'Uma letra minúscula')).toBe('true');
    await expect(ruleState(modal, 'Uma letra maiúscula')).toBe('false');
    await userEvent.clear(password);
    await userEvent.type(password, 'Decola20');
    await expect(ruleState(modal, 'Ao menos 8 caracteres')).toBe('true');
    await expect(ruleState(modal, 'Uma letra maiúscula')).toBe('true');
    await expect(ruleState(modal, 'Um número')).toBe('true');
    await expect(ruleState(modal, 'Um caractere especial (!@#$%^&*)')).toBe('false');
    await userEvent.type(password, ' x');
    await expect(ruleState(modal, 'Sem espaços')).toBe('false');
  },
};

function strengthStory(
  strength: { entropy: number; minEntropy: number },
  label: string,
  password: string,
): Story {
  return {
    args: { template: 'default', strength },
    play: async ({ canvasElement, args }) => {
      const { modal } = await openedModal(canvasElement);
      await userEvent.type(modal.getByLabelText(/^Senha/), password);
      // Asked once typing stops (200 ms) and only for a password that meets every rule.
      await waitFor(() => expect(args.onStrengthCheck).toHaveBeenCalledWith(password));
      await expect(args.onStrengthCheck).not.toHaveBeenCalledWith(password.slice(0, -1));
      await expect(modal.getByText(label)).toBeVisible();
    },
  };
}

export const StrengthWeak = strengthStory(
  { entropy: 38, minEntropy: 50 },
  'senha fraca',
  'Abc@1234',
);
export const StrengthGood = strengthStory(
  { entropy: 62, minEntropy: 50 },
  'senha boa',
  'Decola@2026',
);
export const StrengthStrong = strengthStory(
  { entropy: 96, minEntropy: 50 },
  'senha forte',
  'Voo#Alto2026!ok',
);

/**
 * spec 1 §5: strength belongs to a password that meets every rule. The app may still hold the
 * answer for an earlier password; while the one typed breaks a rule, no strength label shows.
 */
export const StrengthHiddenWhileRuleBroken: Story = {
  args: { template: 'default', strength: { entropy: 96, minEntropy: 50 } },
  play: async ({ canvasElement, args }) => {
    const { modal } = await openedModal(canvasElement);
    const password = modal.getByLabelText(/^Senha/);
    await expect(modal.queryByText(/Força da senha/)).toBeNull();
    await userEvent.type(password, 'decola2026');
    await expect(modal.queryByText(/Força da senha/)).toBeNull();
    await expect(modal.queryByText('senha forte')).toBeNull();
    await userEvent.clear(password);
    await userEvent.type(password, 'Decola@2026');
    await waitFor(() => expect(args.onStrengthCheck).toHaveBeenLastCalledWith('Decola@2026'));
    await expect(modal.getByText('senha forte')).toBeVisible();
    // A space breaks the 'Sem espaços' rule: the label goes and the app is told to clear it.
    await userEvent.type(password, ' x');
    await expect(modal.queryByText('senha forte')).toBeNull();
    await expect(modal.queryByText(/Força da senha/)).toBeNull();
    await expect(args.onStrengthCheck).toHaveBeenLastCalledWith('');
  },
};

/** spec 1 §5: the number's minimum is 0; a negative one stops the submit at that field. */
export const NegativeAddressNumber: Story = {
  args: { template: 'default' },
  play: async ({ canvasElement, args }) => {
    const modal = await fillStandard(canvasElement);
    const number = modal.getByRole('spinbutton', { name: 'Número' });
    await expect(number).toHaveAttribute('min', '0');
    await userEvent.clear(number);
    await userEvent.type(number, '-5');
    await userEvent.click(modal.getByRole('button', { name: 'Cadastrar' }));
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription('O número deve ser maior ou igual a 0.');
    await expect(number).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(number);
    await userEvent.type(number, '0');
    await expect(number).not.toHaveAttribute('aria-invalid');
    await userEvent.click(modal.getByRole('button', { name: 'Cadastrar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ address: expect.objectContaining({ addressNumber: 0 }) }),
    );
  },
};

/** spec 1 §5: a birth date from 1900-01-01 up to today; either side of that is refused. */
export const BirthDateOutOfRange: Story = {
  args: { template: 'default' },
  play: async ({ canvasElement, args }) => {
    const modal = await fillStandard(canvasElement);
    const birthDate = modal.getByLabelText(/Data de nascimento/);
    const submit = modal.getByRole('button', { name: 'Cadastrar' });
    for (const outside of ['1899-12-31', '2026-11-23']) {
      await userEvent.clear(birthDate);
      await userEvent.type(birthDate, outside);
      await userEvent.click(submit);
      await expect(birthDate).toHaveAttribute('aria-invalid', 'true');
      await expect(birthDate).toHaveAccessibleDescription(
        'A data de nascimento deve estar entre 01/01/1900 e hoje.',
      );
      await expect(birthDate).toHaveFocus();
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(birthDate);
    await userEvent.type(birthDate, '1900-01-01');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ birthDate: '1900-01-01' }),
    );
  },
};

export const ZipLookupLoading: Story = {
  args: { template: 'default', onZipLookup: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const { modal } = await openedModal(canvasElement);
    const zip = modal.getByRole('textbox', { name: 'CEP' });
    await userEvent.type(zip, '8042009');
    await expect(args.onZipLookup).not.toHaveBeenCalled();
    await userEvent.type(zip, '0');
    await expect(zip).toHaveValue('80420-090');
    await expect(args.onZipLookup).toHaveBeenCalledWith('80420-090');
    for (const name of ['Cidade', 'Bairro', 'Rua']) {
      await expect(modal.getByRole('textbox', { name })).toHaveValue('...');
    }
  },
};

export const ZipLookupSuccess: Story = {
  args: { template: 'default' },
  play: async ({ canvasElement, args }) => {
    const { modal } = await openedModal(canvasElement);
    const zip = modal.getByRole('textbox', { name: 'CEP' });
    await userEvent.type(zip, '80420090');
    await expect(args.onZipLookup).toHaveBeenCalledWith('80420-090');
    await waitFor(() =>
      expect(modal.getByRole('textbox', { name: 'Cidade' })).toHaveValue('Curitiba'),
    );
    await expect(modal.getByRole('textbox', { name: 'Bairro' })).toHaveValue('Centro');
    await expect(modal.getByRole('textbox', { name: 'Rua' })).toHaveValue('Rua Comendador Araújo');
    await expect(modal.getByRole('combobox', { name: 'Estado' })).toHaveDisplayValue('Paraná');
    await expect(zip).toHaveValue('80420-090');
    await expect(zip).not.toHaveAttribute('aria-invalid');
  },
};

export const ZipLookupFailure: Story = {
  args: {
    template: 'default',
    onZipLookup: fn(() => Promise.reject({ code: 'ZIP_NOT_FOUND' })),
    defaultValues: {
      address: {
        zipCode: '',
        stateID: 16,
        federalUnit: 'PR',
        city: 'Curitiba',
        district: 'Centro',
        street: 'Rua Comendador Araújo',
        addressNumber: '1230',
        complement: '',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const { modal } = await openedModal(canvasElement);
    const zip = modal.getByRole('textbox', { name: 'CEP' });
    await userEvent.type(zip, '99999999');
    await waitFor(() => expect(zip).toHaveAccessibleDescription('O CEP digitado não existe!'));
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await expect(zip).toHaveValue('99999-999');
    for (const name of ['Cidade', 'Bairro', 'Rua']) {
      await expect(modal.getByRole('textbox', { name })).toHaveValue('');
    }
    await expect(modal.getByRole('combobox', { name: 'Estado' })).toHaveDisplayValue('Selecionar');
    await expect(modal.getByRole('spinbutton', { name: 'Número' })).toHaveValue(1230);
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
  play: async ({ canvasElement, args }) => {
    const modal = await fillStandard(canvasElement);
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
  play: async ({ canvasElement, args }) => {
    const { modal } = await openedModal(canvasElement);
    const cpf = modal.getByRole('textbox', { name: /CPF/ });
    await userEvent.type(cpf, '12345678909');
    await userEvent.click(modal.getByRole('checkbox', { name: 'Sou estrangeiro' }));
    await expect(cpf).toBeDisabled();
    await userEvent.type(modal.getByRole('textbox', { name: /Nome completo/ }), 'John Smith');
    await userEvent.type(modal.getByRole('textbox', { name: /Data de nascimento/ }), '20/05/1990');
    await userEvent.type(modal.getByRole('textbox', { name: /E-mail/ }), 'john@example.com');
    await userEvent.type(modal.getByLabelText(/^Senha/), 'decola2026');
    await userEvent.type(modal.getByLabelText(/Confirmar senha/), 'decola2026');
    await userEvent.type(modal.getByRole('textbox', { name: 'Código postal' }), 'SW1A 1AA');
    await userEvent.click(modal.getByRole('checkbox', { name: 'Li e aceito os Termos de Uso' }));
    await userEvent.click(modal.getByRole('button', { name: 'Cadastrar' }));
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
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = page.getByRole('button', { name: 'Crie uma conta' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog', { name: 'Cadastre-se' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.type(within(dialog).getByLabelText(/^Senha/), 'Decola@2026');
    await waitFor(() => expect(args.onStrengthCheck).toHaveBeenCalledWith('Decola@2026'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
    // spec 1 §2: closing clears the strength feedback.
    await expect(args.onStrengthCheck).toHaveBeenLastCalledWith('');
  },
};
