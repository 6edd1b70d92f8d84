import type { AddressForm } from '@decola/domain';
import { expect, userEvent, waitFor, type within } from 'storybook/test';
import type { StateOption, ZipLookupOptions } from '../forms/AddressFieldset/useZipLookup';

/** A few states of the address select, with the ids the zip lookup answers. */
export const STATES: StateOption[] = [
  { id: 'MG', label: 'Minas Gerais', stateID: 13 },
  { id: 'PR', label: 'Paraná', stateID: 16 },
  { id: 'RJ', label: 'Rio de Janeiro', stateID: 19 },
  { id: 'SC', label: 'Santa Catarina', stateID: 24 },
  { id: 'SP', label: 'São Paulo', stateID: 25 },
];

/** What the zip lookup answers for 80420-090. */
export const CURITIBA = {
  zipCode: '80420-090',
  federalUnit: 'PR',
  city: 'Curitiba',
  district: 'Centro',
  street: 'Rua Comendador Araújo',
};

/** An address filled in before, with a number, and an empty zip to type. */
export const FILLED_ADDRESS: AddressForm = {
  zipCode: '',
  stateID: 16,
  federalUnit: 'PR',
  city: 'Curitiba',
  district: 'Centro',
  street: 'Rua Comendador Araújo',
  addressNumber: '1230',
  complement: '',
};

/** What holds the address fields: the story's canvas, or the modal around them. */
type Scope = ReturnType<typeof within>;

/** The lookup starts once the zip has its 9 characters; meanwhile the fields show '...'. */
export async function playZipLookupLoading(
  scope: Scope,
  onZipLookup: ZipLookupOptions['onZipLookup'],
) {
  const zip = scope.getByRole('textbox', { name: 'CEP' });
  await userEvent.type(zip, '8042009');
  await expect(onZipLookup).not.toHaveBeenCalled();
  await userEvent.type(zip, '0');
  await expect(zip).toHaveValue('80420-090');
  await expect(onZipLookup).toHaveBeenCalledWith('80420-090');
  for (const name of ['Cidade', 'Bairro', 'Rua']) {
    await expect(scope.getByRole('textbox', { name })).toHaveValue('...');
  }
  return zip;
}

/** A found zip fills the state, city, district and street. */
export async function playZipLookupSuccess(
  scope: Scope,
  onZipLookup: ZipLookupOptions['onZipLookup'],
) {
  const zip = scope.getByRole('textbox', { name: 'CEP' });
  await userEvent.type(zip, '80420090');
  await expect(onZipLookup).toHaveBeenCalledWith('80420-090');
  await waitFor(() =>
    expect(scope.getByRole('textbox', { name: 'Cidade' })).toHaveValue('Curitiba'),
  );
  await expect(scope.getByRole('textbox', { name: 'Bairro' })).toHaveValue('Centro');
  await expect(scope.getByRole('textbox', { name: 'Rua' })).toHaveValue('Rua Comendador Araújo');
  await expect(scope.getByRole('combobox', { name: 'Estado' })).toHaveDisplayValue('Paraná');
  await expect(zip).toHaveValue('80420-090');
  await expect(zip).not.toHaveAttribute('aria-invalid');
}

/**
 * Over FILLED_ADDRESS: a zip that does not exist shows 'O CEP digitado não existe!'
 * and clears the looked-up fields and the state; the number stays.
 */
export async function playZipLookupFailure(scope: Scope) {
  const zip = scope.getByRole('textbox', { name: 'CEP' });
  await userEvent.type(zip, '99999999');
  await waitFor(() => expect(zip).toHaveAccessibleDescription('O CEP digitado não existe!'));
  await expect(zip).toHaveAttribute('aria-invalid', 'true');
  await expect(zip).toHaveValue('99999-999');
  for (const name of ['Cidade', 'Bairro', 'Rua']) {
    await expect(scope.getByRole('textbox', { name })).toHaveValue('');
  }
  await expect(scope.getByRole('combobox', { name: 'Estado' })).toHaveDisplayValue('Selecionar');
  await expect(scope.getByRole('spinbutton', { name: 'Número' })).toHaveValue(1230);
}

/**
 * Over FILLED_ADDRESS: a lookup that got no answer (offline, 5xx) says why on the zip
 * and keeps the address typed — only a zip the service does not know clears it.
 */
export async function playZipLookupUnanswered(scope: Scope, message: string) {
  const zip = scope.getByRole('textbox', { name: 'CEP' });
  await userEvent.type(zip, '80420090');
  await waitFor(() => expect(zip).toHaveAccessibleDescription(message));
  await expect(zip).toHaveAttribute('aria-invalid', 'true');
  await expect(zip).toHaveValue('80420-090');
  await expect(scope.getByRole('textbox', { name: 'Cidade' })).toHaveValue('Curitiba');
  await expect(scope.getByRole('textbox', { name: 'Bairro' })).toHaveValue('Centro');
  await expect(scope.getByRole('textbox', { name: 'Rua' })).toHaveValue('Rua Comendador Araújo');
  await expect(scope.getByRole('combobox', { name: 'Estado' })).toHaveDisplayValue('Paraná');
  await expect(scope.getByRole('spinbutton', { name: 'Número' })).toHaveValue(1230);
}
