import { describe, expect, it } from 'vitest';
import { filterTracks, trackLabel } from './trackSearch';

const tracks = [
  { id: 1, title: 'Integração Decola' },
  { id: 6, title: 'Segurança em Primeiro Lugar', name: 'Segurança em Primeiro Lugar (NR)' },
  { id: 11, title: 'Finanças para Engenharia', name: '  ' },
];

describe('trackLabel', () => {
  it('shows the name when there is one, else the title', () => {
    expect(trackLabel(tracks[1]!)).toBe('Segurança em Primeiro Lugar (NR)');
    expect(trackLabel(tracks[0]!)).toBe('Integração Decola');
    expect(trackLabel(tracks[2]!)).toBe('Finanças para Engenharia');
  });
});

describe('filterTracks', () => {
  it('matches the shown name ignoring case and accents', () => {
    expect(filterTracks(tracks, 'SEGURANCA')).toEqual([tracks[1]]);
    expect(filterTracks(tracks, 'integração')).toEqual([tracks[0]]);
    expect(filterTracks(tracks, '(nr)')).toEqual([tracks[1]]);
    expect(filterTracks(tracks, 'financas')).toEqual([tracks[2]]);
  });

  it('finds nothing for text no track holds', () => {
    expect(filterTracks(tracks, 'marketing')).toEqual([]);
  });

  it('keeps every track for an empty search, as a new list', () => {
    expect(filterTracks(tracks, '  ')).toEqual(tracks);
    expect(filterTracks(tracks, '')).not.toBe(tracks);
  });
});
