import type { StateOption } from './useZipLookup';

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
