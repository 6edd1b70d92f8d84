import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  FILLED_ADDRESS,
  playZipLookupFailure,
  playZipLookupLoading,
  playZipLookupSuccess,
} from '../../storybook/address';
import {
  fillStandard,
  openedModal,
  registerStoryMeta,
  type RegisterStoryProps,
} from '../../storybook/register';

/** The register modal's rules one at a time: password rules and strength, dates, the address. */
const meta = {
  title: 'Access/RegisterModal/Features',
  ...registerStoryMeta,
} satisfies Meta<RegisterStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const ruleState = (modal: ReturnType<typeof within>, label: string) =>
  within(modal.getByRole('list', { name: 'Requisitos da senha' }))
    .getByText(label)
    .closest('li')
    ?.getAttribute('data-met');

export const PasswordRules: Story = {
  args: { template: 'default' },
  play: async ({ userEvent }) => {
    const { modal } = await openedModal();
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
    play: async ({ userEvent, args }) => {
      const { modal } = await openedModal();
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
  play: async ({ userEvent, args }) => {
    const { modal } = await openedModal();
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
  play: async ({ userEvent, step, args }) => {
    const modal = await fillStandard(userEvent);
    const number = modal.getByRole('spinbutton', { name: 'Número' });
    await expect(number).toHaveAttribute('min', '0');
    await step('A negative number is refused', async () => {
      await userEvent.clear(number);
      await userEvent.type(number, '-5');
      await userEvent.click(modal.getByRole('button', { name: 'Cadastrar' }));
      await expect(number).toHaveAttribute('aria-invalid', 'true');
      await expect(number).toHaveAccessibleDescription('O número deve ser maior ou igual a 0.');
      await expect(number).toHaveFocus();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('0 is accepted', async () => {
      await userEvent.clear(number);
      await userEvent.type(number, '0');
      await expect(number).not.toHaveAttribute('aria-invalid');
      await userEvent.click(modal.getByRole('button', { name: 'Cadastrar' }));
      await expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ address: expect.objectContaining({ addressNumber: 0 }) }),
      );
    });
  },
};

/** spec 1 §5: a birth date from 1900-01-01 up to today; either side of that is refused. */
export const BirthDateOutOfRange: Story = {
  args: { template: 'default' },
  play: async ({ userEvent, step, args }) => {
    const modal = await fillStandard(userEvent);
    const birthDate = modal.getByLabelText(/Data de nascimento/);
    const submit = modal.getByRole('button', { name: 'Cadastrar' });
    await step('Either side of the range is refused', async () => {
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
    });
    await step('1900-01-01 is accepted', async () => {
      await userEvent.clear(birthDate);
      await userEvent.type(birthDate, '1900-01-01');
      await userEvent.click(submit);
      await expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ birthDate: '1900-01-01' }),
      );
    });
  },
};

export const ZipLookupLoading: Story = {
  args: { template: 'default', onZipLookup: fn(() => new Promise<never>(() => {})) },
  play: async ({ args }) => {
    const { modal } = await openedModal();
    await playZipLookupLoading(modal, args.onZipLookup);
  },
};

export const ZipLookupSuccess: Story = {
  args: { template: 'default' },
  play: async ({ args }) => {
    const { modal } = await openedModal();
    await playZipLookupSuccess(modal, args.onZipLookup);
  },
};

export const ZipLookupFailure: Story = {
  args: {
    template: 'default',
    onZipLookup: fn(() => Promise.reject({ code: 'ZIP_NOT_FOUND' })),
    defaultValues: { address: FILLED_ADDRESS },
  },
  play: async () => {
    const { modal } = await openedModal();
    await playZipLookupFailure(modal);
  },
};
