import { describe, expect, it } from 'vitest';
import { isTemplate, resolveTemplate, TEMPLATES, templateConfig } from './templateConfig';

describe('templateConfig', () => {
  it('names the platform Portal GTop on the corporate portal and Decola elsewhere', () => {
    expect(templateConfig('portal').platformName).toBe('Portal GTop');
    for (const template of ['default', 'construction', 'circle'] as const) {
      expect(templateConfig(template).platformName).toBe('Decola');
    }
  });

  it('hides the recovery e-mail option only on the corporate portal', () => {
    expect(TEMPLATES.filter((template) => !templateConfig(template).showsEmailRecovery)).toEqual([
      'portal',
    ]);
  });

  it('shows the shop on default and portal, the decoins balance only on default', () => {
    expect(TEMPLATES.filter((template) => templateConfig(template).showsShop)).toEqual([
      'default',
      'portal',
    ]);
    expect(TEMPLATES.filter((template) => templateConfig(template).showsDecoinsBalance)).toEqual([
      'default',
    ]);
  });

  it('drops uppercase and special from the circle password rules', () => {
    expect(templateConfig('circle').passwordRules).toEqual([
      'minLength',
      'lowercase',
      'number',
      'noWhitespace',
    ]);
    expect(templateConfig('default').passwordRules).toEqual([
      'minLength',
      'lowercase',
      'uppercase',
      'number',
      'special',
      'noWhitespace',
    ]);
  });

  it('gives the circle variant its register with a longer, foreign-friendly zip', () => {
    expect(templateConfig('circle').registerVariant).toBe('circle');
    expect(templateConfig('circle').zipMaxLength).toBe(14);
    expect(templateConfig('default').registerVariant).toBe('standard');
    expect(templateConfig('default').zipMaxLength).toBe(9);
  });

  it('gives every template its own footer contacts on placeholder domains', () => {
    const emails = TEMPLATES.map((template) => templateConfig(template).footer.email);
    expect(new Set(emails).size).toBe(TEMPLATES.length);
    for (const template of TEMPLATES) {
      const { footer } = templateConfig(template);
      expect(footer.email).toMatch(/^[a-z]+@[a-z]+\.dev$/);
      expect(footer.supportEmail).toMatch(/@[a-z]+\.dev$/);
      expect(footer.dataProtectionOfficerEmail).toMatch(/@[a-z]+\.dev$/);
      expect(footer.whistleblowingUrl).toMatch(/^https:\/\/[a-z.]+\.dev$/);
      expect(footer.phone).toMatch(/^0800 000 \d{4}$/);
      expect(footer.social.map((link) => link.network)).toEqual([
        'instagram',
        'linkedin',
        'youtube',
      ]);
      for (const link of footer.social)
        expect(new URL(link.href).hostname).toMatch(/\.example\.com$/);
    }
  });
});

describe('isTemplate', () => {
  it('knows the four templates and nothing else', () => {
    expect(TEMPLATES.every(isTemplate)).toBe(true);
    expect(isTemplate('Circle')).toBe(false);
    expect(isTemplate('')).toBe(false);
    expect(isTemplate(undefined)).toBe(false);
  });
});

describe('resolveTemplate', () => {
  it('reads the first label of the host', () => {
    expect(resolveTemplate('portal.decola.dev')).toBe('portal');
    expect(resolveTemplate('CONSTRUCAO.decola.dev')).toBe('construction');
    expect(resolveTemplate(' circulo.decola.dev ')).toBe('circle');
    expect(resolveTemplate('circulo')).toBe('circle');
  });

  it('falls back to the default brand for any other host', () => {
    expect(resolveTemplate('decola.dev')).toBe('default');
    expect(resolveTemplate('127.0.0.1')).toBe('default');
    expect(resolveTemplate('constructor.decola.dev')).toBe('default');
    expect(resolveTemplate('')).toBe('default');
  });

  it('lets a valid ?template= override win, and ignores an invalid one', () => {
    expect(resolveTemplate('decola.dev', 'circle')).toBe('circle');
    expect(resolveTemplate('portal.decola.dev', 'default')).toBe('default');
    expect(resolveTemplate('portal.decola.dev', 'neon')).toBe('portal');
    expect(resolveTemplate('portal.decola.dev', null)).toBe('portal');
  });
});
