import { describe, expect, it } from 'vitest';
import { headerLinks, showsChartLink, userMenuEntries } from './headerLinks';

const labels = (links: { label: string }[]) => links.map((link) => link.label);

describe('headerLinks', () => {
  it('gives students Início, Meu dashboard and Loja', () => {
    expect(headerLinks(1, { maintenance: false })).toEqual([
      { id: 'home', label: 'Início', route: 'home' },
      { id: 'dashboard', label: 'Meu dashboard', route: 'dashboard' },
      { id: 'shop', label: 'Loja', route: 'shop' },
    ]);
  });

  it("adds 'Painel Admin.' for types 2 and 5, opening the admin app", () => {
    for (const type of [2, 5] as const) {
      expect(headerLinks(type, { maintenance: false }).at(-1)).toEqual({
        id: 'adminPanel',
        label: 'Painel Admin.',
        href: '/admin/#/dashboard',
        external: true,
      });
    }
  });

  it("adds 'Meus times' for managers", () => {
    expect(headerLinks(4, { maintenance: false }).at(-1)).toEqual({
      id: 'teams',
      label: 'Meus times',
      href: '/admin/#/team',
      external: true,
    });
    expect(labels(headerLinks(4, { maintenance: false }))).not.toContain('Painel Admin.');
  });

  it('leaves only the admin entries in maintenance mode', () => {
    expect(labels(headerLinks(2, { maintenance: true }))).toEqual(['Painel Admin.']);
    expect(labels(headerLinks(4, { maintenance: true }))).toEqual(['Meus times']);
    expect(headerLinks(1, { maintenance: true })).toEqual([]);
  });

  it('drops Loja when the shop is not visible', () => {
    expect(labels(headerLinks(2, { maintenance: false, shopVisible: false }))).toEqual([
      'Início',
      'Meu dashboard',
      'Painel Admin.',
    ]);
  });
});

describe('showsChartLink', () => {
  it('shows the chart link above 755 px on the default and portal templates', () => {
    for (const template of ['default', 'portal'] as const) {
      expect(showsChartLink({ template, width: 756, maintenance: false })).toBe(true);
      expect(showsChartLink({ template, width: 755, maintenance: false })).toBe(false);
    }
  });

  it('hides it on the construction and circle templates and in maintenance mode', () => {
    expect(showsChartLink({ template: 'construction', width: 1280, maintenance: false })).toBe(
      false,
    );
    expect(showsChartLink({ template: 'circle', width: 1280, maintenance: false })).toBe(false);
    expect(showsChartLink({ template: 'default', width: 1280, maintenance: true })).toBe(false);
  });
});

describe('userMenuEntries', () => {
  it('lists the full dropdown with the shop and suggestion mode on', () => {
    expect(
      labels(userMenuEntries({ shopVisible: true, suggestionMode: true, maintenance: false })),
    ).toEqual([
      'Meu perfil',
      'Meus treinamentos',
      'Treinamentos recomendados',
      'Treinamentos favoritos',
      'Início',
      'Meu dashboard',
      'Extrato',
      'Histórico de pedidos',
      'Loja',
      'Dê sua sugestão',
      'Sair',
    ]);
  });

  it('points each entry at its profile option or action', () => {
    const entries = userMenuEntries({
      shopVisible: true,
      suggestionMode: true,
      maintenance: false,
    });
    expect(entries.find((entry) => entry.id === 'orders')).toEqual({
      id: 'orders',
      label: 'Histórico de pedidos',
      route: 'profile',
      params: { option: 'history-order' },
    });
    expect(entries.find((entry) => entry.id === 'suggestion')).toEqual({
      id: 'suggestion',
      label: 'Dê sua sugestão',
      action: 'suggestion',
    });
  });

  it('drops Extrato, Histórico de pedidos and Loja without the shop, and the suggestion without its mode', () => {
    expect(
      labels(userMenuEntries({ shopVisible: false, suggestionMode: false, maintenance: false })),
    ).toEqual([
      'Meu perfil',
      'Meus treinamentos',
      'Treinamentos recomendados',
      'Treinamentos favoritos',
      'Início',
      'Meu dashboard',
      'Sair',
    ]);
  });

  it('leaves only Sair in maintenance mode', () => {
    expect(userMenuEntries({ shopVisible: true, suggestionMode: true, maintenance: true })).toEqual(
      [{ id: 'logout', label: 'Sair', action: 'logout' }],
    );
  });
});
