import { describe, expect, it } from 'vitest';
import { PERIOD_ERROR, periodError, signedAmount, statementCsv } from './statement';

describe('periodError', () => {
  it('refuses an end before the start, nothing else', () => {
    expect(periodError('2026-05-10', '2026-05-09')).toBe(PERIOD_ERROR);
    expect(periodError('2026-05-10', '2026-05-10')).toBeNull();
    expect(periodError('2026-05-10', null)).toBeNull();
    expect(periodError(undefined, '2026-05-10')).toBeNull();
  });
});

describe('signedAmount', () => {
  it('gives credits a plus and debits a minus, in pt-BR', () => {
    expect(signedAmount({ type: 'CREDIT', value: 1500 })).toBe('+1.500');
    expect(signedAmount({ type: 'DEBIT', value: 400 })).toBe('−400');
  });
});

describe('statementCsv', () => {
  it('starts with a BOM, a header and one line per row, signed, quoted when needed', () => {
    const csv = statementCsv([
      {
        createdAt: '2026-04-26T17:03:00-03:00',
        description: 'Conclusão do curso "Leitura; Projetos"',
        type: 'CREDIT',
        typeCode: 'COURSE_FINISHED',
        value: 150,
      },
      {
        createdAt: '2026-04-18T11:20:00-03:00',
        description: 'Resgate na loja - Caneca',
        type: 'DEBIT',
        typeCode: 'PURCHASE',
        value: 400,
      },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Data;Descrição;Tipo;Origem;Valor',
      '26/04/2026;"Conclusão do curso ""Leitura; Projetos""";Crédito;Curso concluído;150',
      '18/04/2026;Resgate na loja - Caneca;Débito;Compra na loja;-400',
      '',
    ]);
  });

  it('keeps a type or origin it has no name for as the API sends it', () => {
    const row = { createdAt: '2026-04-26T17:03:00-03:00', description: 'Bônus', value: 5 };
    expect(statementCsv([{ ...row, type: 'BONUS', typeCode: 'CAMPAIGN' }])).toContain(
      '26/04/2026;Bônus;BONUS;CAMPAIGN;5',
    );
  });
});
