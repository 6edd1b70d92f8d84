import type { Schemas } from '../../db/schemas';

/** Any other zip is "not found", as a real CEP service answers for an unknown one. */
export const ZIP_CODES: readonly Schemas['ZipCodeAddress'][] = [
  {
    zipCode: '01310-100',
    federalUnit: 'SP',
    city: 'São Paulo',
    district: 'Bela Vista',
    street: 'Avenida Paulista',
    complement: 'de 1047 a 1865 - lado ímpar',
    ibgeCode: '3550308',
  },
  {
    zipCode: '04538-133',
    federalUnit: 'SP',
    city: 'São Paulo',
    district: 'Itaim Bibi',
    street: 'Avenida Brigadeiro Faria Lima',
    complement: 'de 3477 a 4055 - lado ímpar',
    ibgeCode: '3550308',
  },
  {
    zipCode: '13015-100',
    federalUnit: 'SP',
    city: 'Campinas',
    district: 'Centro',
    street: 'Rua Barão de Jaguara',
    ibgeCode: '3509502',
  },
  {
    zipCode: '20040-020',
    federalUnit: 'RJ',
    city: 'Rio de Janeiro',
    district: 'Centro',
    street: 'Avenida Rio Branco',
    complement: 'até 88 - lado par',
    ibgeCode: '3304557',
  },
  {
    zipCode: '30130-110',
    federalUnit: 'MG',
    city: 'Belo Horizonte',
    district: 'Centro',
    street: 'Avenida Afonso Pena',
    complement: 'de 1001 a 1500 - lado ímpar',
    ibgeCode: '3106200',
  },
  {
    zipCode: '80420-090',
    federalUnit: 'PR',
    city: 'Curitiba',
    district: 'Batel',
    street: 'Avenida do Batel',
    complement: 'até 1499 - lado par',
    ibgeCode: '4106902',
  },
  {
    zipCode: '88010-400',
    federalUnit: 'SC',
    city: 'Florianópolis',
    district: 'Centro',
    street: 'Rua Felipe Schmidt',
    ibgeCode: '4205407',
  },
  {
    zipCode: '89201-100',
    federalUnit: 'SC',
    city: 'Joinville',
    district: 'Centro',
    street: 'Rua do Príncipe',
    ibgeCode: '4209102',
  },
  {
    zipCode: '90010-150',
    federalUnit: 'RS',
    city: 'Porto Alegre',
    district: 'Centro Histórico',
    street: 'Rua dos Andradas',
    complement: 'de 1001 a 1563 - lado ímpar',
    ibgeCode: '4314902',
  },
  {
    zipCode: '40020-000',
    federalUnit: 'BA',
    city: 'Salvador',
    district: 'Centro',
    street: 'Avenida Sete de Setembro',
    complement: 'até 1199 - lado ímpar',
    ibgeCode: '2927408',
  },
  {
    zipCode: '50030-230',
    federalUnit: 'PE',
    city: 'Recife',
    district: 'Recife',
    street: 'Rua do Bom Jesus',
    ibgeCode: '2611606',
  },
  {
    zipCode: '60165-081',
    federalUnit: 'CE',
    city: 'Fortaleza',
    district: 'Meireles',
    street: 'Avenida Beira Mar',
    complement: 'de 2501 a 3499 - lado ímpar',
    ibgeCode: '2304400',
  },
  {
    zipCode: '70070-120',
    federalUnit: 'DF',
    city: 'Brasília',
    district: 'Asa Sul',
    street: 'Setor Bancário Sul Quadra 2',
    ibgeCode: '5300108',
  },
  {
    zipCode: '74003-010',
    federalUnit: 'GO',
    city: 'Goiânia',
    district: 'Setor Central',
    street: 'Avenida Goiás',
    complement: 'até 599 - lado ímpar',
    ibgeCode: '5208707',
  },
];

/** The address of a zip typed with or without its dash, or null when the directory lacks it. */
export function findZipCode(zipCode: string): Schemas['ZipCodeAddress'] | null {
  const digits = zipCode.replace(/\D/g, '');
  if (digits.length !== 8) return null;
  return ZIP_CODES.find((entry) => entry.zipCode.replace('-', '') === digits) ?? null;
}
