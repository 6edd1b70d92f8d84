import { EMPTY_ADDRESS, type AddressForm, type ZipLookupResult } from '@decola/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { AddressFieldset, type AddressFieldsetProps } from './AddressFieldset';
import {
  CURITIBA,
  FILLED_ADDRESS,
  playZipLookupFailure,
  playZipLookupLoading,
  playZipLookupSuccess,
  playZipLookupUnanswered,
  STATES,
} from '../../storybook/address';
import { useZipLookup, type ZipLookupOptions } from './useZipLookup';

type AddressStoryProps = Omit<AddressFieldsetProps, 'address' | 'onChange' | 'zipLookup'> &
  Pick<ZipLookupOptions, 'onZipLookup'> & {
    defaultAddress?: Partial<AddressForm>;
    /** Told of every change, with its field. */
    onFieldChange?: (field: keyof AddressForm) => void;
  };

/** A form holding the address, as the register modal and the profile editor do. */
function AddressInForm({
  defaultAddress,
  onZipLookup,
  onFieldChange,
  errors: initialErrors = {},
  ...props
}: AddressStoryProps) {
  const [address, setAddress] = useState<AddressForm>({ ...EMPTY_ADDRESS, ...defaultAddress });
  const [errors, setErrors] = useState(initialErrors);
  const zipLookup = useZipLookup({
    states: props.states,
    onZipLookup,
    onAddressChange: setAddress,
  });
  return (
    <form aria-label="Endereço de entrega" noValidate className="w-[36rem]">
      <AddressFieldset
        {...props}
        address={address}
        zipLookup={zipLookup}
        errors={errors}
        onChange={(change, field) => {
          setAddress(change);
          setErrors((current) => ({ ...current, [field]: undefined }));
          onFieldChange?.(field);
        }}
      />
    </form>
  );
}

const meta = {
  title: 'Forms/AddressFieldset',
  component: AddressInForm,
  args: {
    states: STATES,
    zipMaxLength: 9,
    onZipLookup: fn(async () => CURITIBA),
    onFieldChange: fn(),
  },
} satisfies Meta<typeof AddressInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('group', { name: 'Endereço' })).toBeVisible();
    const zip = canvas.getByRole('textbox', { name: 'CEP' });
    await expect(zip).toHaveAttribute('maxLength', '9');
    await expect(zip).toHaveAttribute('placeholder', '00000-000');
    const state = canvas.getByRole('combobox', { name: 'Estado' });
    await expect(state).toHaveDisplayValue('Selecionar');
    for (const name of ['Cidade', 'Bairro', 'Rua', 'Complemento']) {
      await expect(canvas.getByRole('textbox', { name })).toHaveValue('');
    }
    await expect(canvas.getByRole('spinbutton', { name: 'Número' })).toHaveAttribute('min', '0');
    // The state can be chosen by hand too.
    await userEvent.selectOptions(state, 'Santa Catarina');
    await expect(state).toHaveDisplayValue('Santa Catarina');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('stateID');
  },
};

export const ZipLookupLoading: Story = {
  args: { onZipLookup: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvas, userEvent, args }) => {
    const zip = await playZipLookupLoading(canvas, args.onZipLookup);
    await expect(zip).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Estado' })).toBeDisabled();
    // A shorter zip drops the lookup.
    await userEvent.type(zip, '{Backspace}');
    await expect(canvas.getByRole('textbox', { name: 'Cidade' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Estado' })).toBeEnabled();
    await expect(zip).not.toHaveAttribute('aria-busy');
  },
};

export const ZipLookupSuccess: Story = {
  play: async ({ canvas, args }) => {
    await playZipLookupSuccess(canvas, args.onZipLookup);
  },
};

export const ZipLookupFailure: Story = {
  args: {
    onZipLookup: fn(() => Promise.reject({ code: 'ZIP_NOT_FOUND' })),
    defaultAddress: FILLED_ADDRESS,
  },
  play: async ({ canvas }) => {
    await playZipLookupFailure(canvas);
  },
};

/** Offline: the lookup got no answer, so the address typed stays. */
export const ZipLookupUnanswered: Story = {
  args: {
    onZipLookup: fn(() => Promise.reject({ status: 0, message: 'Erro de conexão.' })),
    defaultAddress: FILLED_ADDRESS,
  },
  play: async ({ canvas }) => {
    await playZipLookupUnanswered(canvas, 'Erro de conexão.');
  },
};

/** The service failed (500): nothing was said about the zip either. */
export const ZipLookupServerError: Story = {
  args: {
    onZipLookup: fn(() => Promise.reject({ status: 500, code: 'UNEXPECTED_ERROR' })),
    defaultAddress: FILLED_ADDRESS,
  },
  play: async ({ canvas }) => {
    await playZipLookupUnanswered(canvas, 'Ocorreu um erro inesperado.');
  },
};

const lookups: { zipCode: string; answer: (found: ZipLookupResult) => void }[] = [];

/** Answers come back out of order: only the zip typed last fills the address. */
export const OnlyTheLatestLookupCounts: Story = {
  args: {
    onZipLookup: fn(
      (zipCode: string) =>
        new Promise<ZipLookupResult>((answer) => lookups.push({ zipCode, answer })),
    ),
  },
  play: async ({ canvas, userEvent, step }) => {
    lookups.length = 0;
    const zip = canvas.getByRole('textbox', { name: 'CEP' });
    const street = canvas.getByRole('textbox', { name: 'Rua' });
    await userEvent.type(zip, '80420090{Backspace}1');
    await expect(zip).toHaveValue('80420-091');
    await expect(lookups.map((lookup) => lookup.zipCode)).toEqual(['80420-090', '80420-091']);
    lookups[1]!.answer({ ...CURITIBA, street: 'Rua Visconde de Nácar' });
    await waitFor(() => expect(street).toHaveValue('Rua Visconde de Nácar'));
    lookups[0]!.answer(CURITIBA);
    await step('Type on once the stale answer is in', async () => {
      // What is typed after it shows once every callback of the stale answer has run.
      const complement = canvas.getByRole('textbox', { name: 'Complemento' });
      await userEvent.type(complement, 'Casa');
      await expect(complement).toHaveValue('Casa');
      await expect(street).toHaveValue('Rua Visconde de Nácar');
      // Back as it was, for the screenshot.
      await userEvent.clear(complement);
      await userEvent.click(zip);
    });
    await expect(street).toHaveValue('Rua Visconde de Nácar');
  },
};

/** spec 1 §2: a foreigner (circle template) types a postal code as is, with no lookup. */
export const Foreigner: Story = {
  args: { foreigner: true, zipMaxLength: 14 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('textbox', { name: 'CEP' })).toBeNull();
    const postalCode = canvas.getByRole('textbox', { name: 'Código postal' });
    await expect(postalCode).toHaveAttribute('maxLength', '14');
    await expect(postalCode).not.toHaveAttribute('placeholder');
    await userEvent.type(postalCode, 'SW1A 1AA');
    await expect(postalCode).toHaveValue('SW1A 1AA');
    await expect(args.onZipLookup).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Cidade' })).toHaveValue('');
  },
};

/** The form's errors show under their fields, each leaving as its field changes. */
export const WithErrors: Story = {
  args: {
    defaultAddress: { addressNumber: '-5' },
    errors: { addressNumber: 'O número deve ser maior ou igual a 0.' },
  },
  play: async ({ canvas, userEvent }) => {
    const number = canvas.getByRole('spinbutton', { name: 'Número' });
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription('O número deve ser maior ou igual a 0.');
    await userEvent.clear(number);
    await userEvent.type(number, '12');
    await expect(number).not.toHaveAttribute('aria-invalid');
    await expect(number).toHaveValue(12);
  },
};
