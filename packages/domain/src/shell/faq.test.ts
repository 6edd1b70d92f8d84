import { describe, expect, it } from 'vitest';
import { filterFaq } from './faq';

const items = [
  { question: 'Como ganho decoins?', response: '<p>Concluindo missões.</p>' },
  { question: 'Onde vejo meu EXTRATO?', response: '<p>No perfil.</p>' },
  { question: 'Posso tirar uma dúvida com o instrutor?', response: '<p>Sim.</p>' },
];

describe('filterFaq', () => {
  it('matches the question text ignoring case', () => {
    expect(filterFaq(items, 'extrato')).toEqual([items[1]]);
    expect(filterFaq(items, 'DECOINS')).toEqual([items[0]]);
  });

  it('ignores accents too', () => {
    expect(filterFaq(items, 'duvida')).toEqual([items[2]]);
    expect(filterFaq(items, 'DÚVIDA')).toEqual([items[2]]);
  });

  it('does not search the answers', () => {
    expect(filterFaq(items, 'perfil')).toEqual([]);
  });

  it('keeps every item for an empty search', () => {
    expect(filterFaq(items, '   ')).toEqual(items);
    expect(filterFaq(items, '')).not.toBe(items);
  });
});
