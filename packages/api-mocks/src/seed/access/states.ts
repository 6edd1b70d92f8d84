import type { Schemas } from '../../db/schemas';

/** `id` is the UF (the zip lookup's `federalUnit` picks it); `stateID` is what `address` sends. */
export const BRAZILIAN_STATES: readonly Schemas['StateOption'][] = [
  { id: 'AC', label: 'Acre', stateID: 1 },
  { id: 'AL', label: 'Alagoas', stateID: 2 },
  { id: 'AP', label: 'Amapá', stateID: 3 },
  { id: 'AM', label: 'Amazonas', stateID: 4 },
  { id: 'BA', label: 'Bahia', stateID: 5 },
  { id: 'CE', label: 'Ceará', stateID: 6 },
  { id: 'DF', label: 'Distrito Federal', stateID: 7 },
  { id: 'ES', label: 'Espírito Santo', stateID: 8 },
  { id: 'GO', label: 'Goiás', stateID: 9 },
  { id: 'MA', label: 'Maranhão', stateID: 10 },
  { id: 'MT', label: 'Mato Grosso', stateID: 11 },
  { id: 'MS', label: 'Mato Grosso do Sul', stateID: 12 },
  { id: 'MG', label: 'Minas Gerais', stateID: 13 },
  { id: 'PA', label: 'Pará', stateID: 14 },
  { id: 'PB', label: 'Paraíba', stateID: 15 },
  { id: 'PR', label: 'Paraná', stateID: 16 },
  { id: 'PE', label: 'Pernambuco', stateID: 17 },
  { id: 'PI', label: 'Piauí', stateID: 18 },
  { id: 'RJ', label: 'Rio de Janeiro', stateID: 19 },
  { id: 'RN', label: 'Rio Grande do Norte', stateID: 20 },
  { id: 'RS', label: 'Rio Grande do Sul', stateID: 21 },
  { id: 'RO', label: 'Rondônia', stateID: 22 },
  { id: 'RR', label: 'Roraima', stateID: 23 },
  { id: 'SC', label: 'Santa Catarina', stateID: 24 },
  { id: 'SP', label: 'São Paulo', stateID: 25 },
  { id: 'SE', label: 'Sergipe', stateID: 26 },
  { id: 'TO', label: 'Tocantins', stateID: 27 },
];

export const stateByNumber = (stateID: number) =>
  BRAZILIAN_STATES.find((state) => state.stateID === stateID) ?? null;
