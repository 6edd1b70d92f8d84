import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderMarkdown } from './renderMarkdown';

describe('renderMarkdown', () => {
  it('renders headings, paragraphs, lists, emphasis, code and quotes', () => {
    expect(
      renderMarkdown(
        [
          '# Sobre o curso',
          '## O que você aprende',
          'Um curso **prático** e *direto*, com `exemplos`.',
          '- Segurança',
          '- Qualidade',
          '',
          '1. Assista',
          '2. Responda',
          '',
          '> Aprender é construir.',
          '',
          '```',
          'npm start',
          '```',
        ].join('\n'),
      ),
    ).toBe(
      '<h1>Sobre o curso</h1>\n<h2>O que você aprende</h2>\n' +
        '<p>Um curso <strong>prático</strong> e <em>direto</em>, com <code>exemplos</code>.</p>\n' +
        '<ul>\n<li>Segurança</li>\n<li>Qualidade</li>\n</ul>\n' +
        '<ol>\n<li>Assista</li>\n<li>Responda</li>\n</ol>\n' +
        '<blockquote>\n<p>Aprender é construir.</p>\n</blockquote>\n' +
        '<pre><code>npm start\n</code></pre>\n',
    );
  });

  it('opens links, written or bare, in a new tab without handing over the portal', () => {
    expect(renderMarkdown('[Ajuda](https://example.com/ajuda) ou https://decola.dev')).toBe(
      '<p><a href="https://example.com/ajuda" target="_blank" rel="noopener noreferrer">Ajuda</a> ou ' +
        '<a href="https://decola.dev" target="_blank" rel="noopener noreferrer">https://decola.dev</a></p>\n',
    );
  });

  it('keeps nothing of the raw HTML or links that could run code', () => {
    const clean = renderMarkdown(
      [
        'Texto <script>alert(1)</script> seguro.',
        '',
        '<img src=x onerror=alert(1)>',
        '',
        '[Clique](javascript:alert(1)) <a href="javascript:alert(1)" onclick="alert(1)">aqui</a>',
        '',
        '<iframe src="https://evil.example"></iframe><p style="color:red" onmouseover="alert(1)">fim</p>',
      ].join('\n'),
    );
    expect(clean).not.toMatch(
      /<script|<img|<iframe|onerror|onclick|onmouseover|javascript:|style=/i,
    );
    expect(clean).toContain('Texto  seguro.');
    expect(clean).toContain('<p>fim</p>');
  });

  it('drops what markdown allows and rich text does not: images and tables keep only their text', () => {
    expect(renderMarkdown('![logo](https://example.com/logo.png)')).toBe('<p></p>\n');
    expect(renderMarkdown('| a |\n|---|\n| b |')).not.toMatch(/<table|<td|<th/);
  });

  it('renders an empty source as nothing', () => {
    expect(renderMarkdown('')).toBe('');
  });

  describe('rendered live', () => {
    afterEach(() => {
      document.body.replaceChildren();
      vi.restoreAllMocks();
    });

    it('runs none of the hostile source', async () => {
      const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
      const live = document.createElement('div');
      live.innerHTML = renderMarkdown(
        '<img src=x onerror=alert(1)>\n\n<svg onload=alert(1)></svg>\n\n[x](javascript:alert(1))',
      );
      document.body.append(live);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(live.querySelectorAll('img, svg')).toHaveLength(0);
      live.querySelector('a')?.click();
      expect(alert).not.toHaveBeenCalled();
    });
  });
});
