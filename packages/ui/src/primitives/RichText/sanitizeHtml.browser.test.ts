import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RICH_TEXT_TAGS } from '@decola/domain';
import { sanitizeHtml } from './sanitizeHtml';

type Case = { payload: string; clean: string };

// The OWASP XSS filter evasion cheat sheet and the known DOMPurify bypasses, each with exactly what
// is left of it. Every payload calls alert(1), which the live render below watches for.
const HANDLERS: Record<string, Case> = {
  'an image whose error runs code': {
    payload: '<img src=x onerror=alert(1)>',
    clean: '',
  },
  'an image that evaluates its own source': {
    payload: '<IMG SRC=x:alert(alt) onerror=eval(src) alt=0>',
    clean: '',
  },
  'an unclosed image with a handler': {
    payload: '<img src=x onerror="alert(1)"//',
    clean: '',
  },
  'an SVG that runs code on load': {
    payload: '<svg onload=alert(1)><circle r=1></circle></svg>',
    clean: '',
  },
  'a body that runs code on load': {
    payload: '<body onload=alert(1)>corpo',
    clean: 'corpo',
  },
  'details that run code when toggled': {
    payload: '<details open ontoggle=alert(1)>Detalhes</details>',
    clean: 'Detalhes',
  },
  'a link with click and hover handlers': {
    payload: '<a href="https://example.com" onclick="alert(1)" onmouseover=alert(1)>Ajuda</a>',
    clean: '<a href="https://example.com" target="_blank" rel="noopener noreferrer">Ajuda</a>',
  },
  'a focused input': {
    payload: '<input autofocus onfocus=alert(1)>',
    clean: '',
  },
  'a media source whose error runs code': {
    payload: '<video><source onerror=alert(1)></video>',
    clean: '',
  },
};

const SCRIPTS: Record<string, Case> = {
  'a script before a paragraph': {
    payload: '<script>alert(1)</script><p>Resposta</p>',
    clean: '<p>Resposta</p>',
  },
  'an external script in capitals': {
    payload: '<SCRIPT SRC=//evil.example/xss.js></SCRIPT>',
    clean: '',
  },
  'a script tag split around another': {
    payload: '<<script>script>alert(1)<</script>/script>',
    clean: '&lt;/script&gt;',
  },
  'a script name broken by a script': {
    payload: '<scr<script>ipt>alert(1)</scr</script>ipt>',
    clean: 'ipt&gt;alert(1)ipt&gt;',
  },
  'a malformed image followed by a script': {
    payload: '<img """><script>alert(1)</script>">',
    clean: '"&gt;',
  },
  'a template holding a handler': {
    payload: '<template><img src=x onerror=alert(1)></template>',
    clean: '',
  },
  // A template is no tag of rich text: it goes with what it holds.
  'a template after text, holding a handler': {
    payload: 'Resposta<template><img src=x onerror=alert(1)></template>',
    clean: 'Resposta',
  },
  'a noscript closed inside an attribute': {
    payload: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    clean: '<p></p>',
  },
};

const URLS: Record<string, Case> = {
  'a javascript: link': {
    payload: '<a href="javascript:alert(1)">Clique</a>',
    clean: '<a>Clique</a>',
  },
  'a javascript: link in mixed case': {
    payload: '<a href="JaVaScRiPt:alert(1)">Clique</a>',
    clean: '<a>Clique</a>',
  },
  'a javascript: link in decimal entities': {
    payload:
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">Clique</a>',
    clean: '<a>Clique</a>',
  },
  'a javascript: link in padded decimal entities': {
    payload: '<a href="&#0000106avascript:alert(1)">Clique</a>',
    clean: '<a>Clique</a>',
  },
  'a javascript: link in hex and named entities': {
    payload: '<a href="&#x6A;avascript&colon;alert(1)">Clique</a>',
    clean: '<a>Clique</a>',
  },
  'a javascript: link with an encoded colon': {
    payload: '<a href="javascript&#58;alert(1)">Clique</a>',
    clean: '<a>Clique</a>',
  },
  'a javascript: link with an encoded tab': {
    payload: '<a href="jav&#x09;ascript:alert(1)">Clique</a>',
    clean: '<a>Clique</a>',
  },
  'a javascript: link with a raw tab': {
    payload: '<a href="jav\tascript:alert(1)">Clique</a>',
    clean: '<a>Clique</a>',
  },
  'a javascript: link with an encoded newline': {
    payload: '<a href="ja&NewLine;vascript:alert(1)">Clique</a>',
    clean: '<a>Clique</a>',
  },
  'a javascript: link after white space': {
    payload: '<a href=" \n javascript:alert(1)">Clique</a>',
    clean: '<a>Clique</a>',
  },
  'a javascript: link after an encoded space': {
    payload: '<a href="&#x20;javascript:alert(1)">Clique</a>',
    clean: '<a>Clique</a>',
  },
  'a vbscript: link': {
    payload: '<a href="vbscript:msgbox(1)">Clique</a>',
    clean: '<a>Clique</a>',
  },
  'a data: link to an HTML page': {
    payload: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Clique</a>',
    clean: '<a>Clique</a>',
  },
  'a data: link to an image': {
    payload: '<a href="data:image/png;base64,iVBORw0KGgo=">Clique</a>',
    clean: '<a>Clique</a>',
  },
  'a javascript: image source': {
    payload: '<img src="javascript:alert(1)">',
    clean: '',
  },
  'a javascript: image source set': {
    payload: '<img srcset="javascript:alert(1) 1x, x 2x">',
    clean: '',
  },
  'a javascript: image map area': {
    payload: '<area href="javascript:alert(1)">',
    clean: '',
  },
  'an SVG link through xlink:href': {
    payload: '<svg><a xlink:href="javascript:alert(1)"><text>Clique</text></a></svg>',
    clean: '',
  },
  'an xlink:href beside a safe href': {
    payload: '<a href="https://example.com" xlink:href="javascript:alert(1)">Ajuda</a>',
    clean: '<a href="https://example.com" target="_blank" rel="noopener noreferrer">Ajuda</a>',
  },
  // The parser turns the NUL into U+FFFD: no scheme is left, only a harmless relative path.
  'a javascript: link broken by a NUL': {
    payload: '<a href="java\0script:alert(1)">Clique</a>',
    clean:
      '<a href="java\uFFFDscript:alert(1)" target="_blank" rel="noopener noreferrer">Clique</a>',
  },
  // Images are no tag of rich text, whatever their source.
  'a data: PNG image': {
    payload: '<img src="data:image/png;base64,iVBORw0KGgo=" alt="">',
    clean: '',
  },
  'a data: SVG image carrying onload': {
    payload: '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" alt="">',
    clean: '',
  },
};

const EMBEDDING: Record<string, Case> = {
  'a frame beside text': {
    payload: '<iframe src="https://evil.example"></iframe>texto',
    clean: 'texto',
  },
  'a frame whose source document is a script': {
    payload: '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    clean: '',
  },
  'an object and an embed': {
    payload: '<object data="xss.swf"></object><embed src="xss.swf">',
    clean: '',
  },
  'a frameset': {
    payload: '<frameset><frame src="javascript:alert(1)"></frameset>',
    clean: '',
  },
  'an applet and a portal': {
    payload: '<applet code="xss"></applet><portal src="xss"></portal>',
    clean: '',
  },
  'a meta refresh to a script': {
    payload: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    clean: '',
  },
  'a base that rewrites every link': {
    payload: '<base href="javascript:alert(1)//">',
    clean: '',
  },
  'a stylesheet link': {
    payload: '<link rel=stylesheet href="javascript:alert(1)">',
    clean: '',
  },
  'a form posting to a script, with its controls': {
    payload:
      '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">Enviar</button><input name=q></form>',
    clean: 'Enviar',
  },
  'the controls that need no form: a list to choose from and a text box': {
    payload:
      '<p>Senha:</p><textarea name="senha">Digite aqui</textarea><select name="s"><option>Sim</option><optgroup label="Outras"><option>Não</option></optgroup></select><datalist id="d"><option value="Talvez"></option></datalist>',
    clean: '<p>Senha:</p>Digite aquiSimNão',
  },
};

const STYLES: Record<string, Case> = {
  'a style attribute loading a script': {
    payload: '<p style="background:url(javascript:alert(1))">estilo</p>',
    clean: '<p>estilo</p>',
  },
  'a style attribute with an expression': {
    payload: '<div style="width: expression(alert(1))">x</div>',
    clean: 'x',
  },
  'a style element': {
    payload: '<style>body{display:none}</style><p>Resposta</p>',
    clean: '<p>Resposta</p>',
  },
};

// Namespace confusion: markup that parses differently once serialised and parsed again.
const MUTATIONS: Record<string, Case> = {
  'math, mtext, table, mglyph and style around an image': {
    payload: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    clean: '',
  },
  'the same with a comment hiding an image in a title': {
    payload:
      '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=alert(1)&gt;">',
    clean: '',
  },
  'nested forms moving a style out of math': {
    payload: '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
    clean: '',
  },
  'an SVG style closed inside an attribute': {
    payload: '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
    clean: '<p></p>"&gt;',
  },
  'a math element with a script href': {
    payload: '<math href="javascript:alert(1)">m</math>',
    clean: '',
  },
  'a MathML action with a script link': {
    payload:
      '<math><maction actiontype="statusline#http://evil" xlink:href="javascript:alert(1)">X</maction></math>',
    clean: '',
  },
  'an SVG animation setting a script href': {
    payload:
      '<svg><animate attributeName=href values="javascript:alert(1)" /><a><text>Clique</text></a></svg>',
    clean: '',
  },
  'names that clobber the document': {
    payload: '<img name="getElementById"><form id="x"></form><a id="cookie">c</a>',
    clean: '<a id="user-content-cookie">c</a>',
  },
};

const FORBIDDEN_TAGS = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'FRAME',
  'FRAMESET',
  'OBJECT',
  'EMBED',
  'APPLET',
  'FORM',
  'INPUT',
  'BUTTON',
  'SELECT',
  'TEXTAREA',
  'OPTION',
  'OPTGROUP',
  'DATALIST',
  'NOSCRIPT',
  'BASE',
  'LINK',
  'META',
  'MATH',
  'SVG',
]);
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'background',
  'data',
  'ping',
]);
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const MEDIA_TAGS = new Set(['IMG', 'AUDIO', 'VIDEO', 'SOURCE', 'TRACK']);

/** Parsed as RichText renders it (innerHTML of a div), in a document that loads and runs nothing. */
function parse(html: string): HTMLDivElement {
  const container = document.implementation.createHTMLDocument('').createElement('div');
  container.innerHTML = html;
  return container;
}

function isScriptCapableUrl(element: Element, attribute: string, value: string): boolean {
  const candidates =
    attribute === 'srcset' ? value.split(',').map((part) => part.trim().split(/\s+/)[0]!) : [value];
  return candidates.some((candidate) => {
    // What no URL parser accepts, no browser navigates to.
    if (!URL.canParse(candidate, document.baseURI)) return false;
    const { protocol } = new URL(candidate, document.baseURI);
    if (protocol === 'data:') return !(attribute === 'src' && MEDIA_TAGS.has(element.tagName));
    return !SAFE_PROTOCOLS.has(protocol);
  });
}

// A template's content is a fragment of its own, out of querySelectorAll's reach.
function* elementsOf(root: ParentNode): Generator<Element> {
  for (const element of root.querySelectorAll('*')) {
    yield element;
    if (element instanceof HTMLTemplateElement) yield* elementsOf(element.content);
  }
}

/** Whatever in this markup could run code, restyle the page or ask for input; empty when inert. */
function hazards(html: string): string[] {
  const found: string[] = [];
  for (const element of elementsOf(parse(html))) {
    const tag = element.tagName.toUpperCase();
    if (FORBIDDEN_TAGS.has(tag)) found.push(`<${tag.toLowerCase()}>`);
    for (const { name, value } of element.attributes) {
      const attribute = name.toLowerCase();
      if (attribute.startsWith('on')) found.push(`${attribute} on <${tag.toLowerCase()}>`);
      if (attribute === 'style' || attribute === 'srcdoc') found.push(attribute);
      if (
        (URL_ATTRIBUTES.has(attribute) || attribute === 'srcset') &&
        isScriptCapableUrl(element, attribute, value)
      )
        found.push(`${attribute}="${value}"`);
    }
    if (tag === 'A' && element.hasAttribute('href')) {
      if (element.getAttribute('target') !== '_blank') found.push('a link without target=_blank');
      if (element.getAttribute('rel') !== 'noopener noreferrer')
        found.push('a link that hands over its opener');
    }
  }
  return found;
}

const TABLES = { HANDLERS, SCRIPTS, URLS, EMBEDDING, STYLES, MUTATIONS };
// A div's parser drops these by itself: a tag cut off at the end, body and frameset, a name with '<'.
const INERT_IN_A_DIV = new Set([
  'an unclosed image with a handler',
  'a body that runs code on load',
  'a script name broken by a script',
  'a frameset',
]);
// Inert, yet dropped: an image is no tag of rich text.
const INERT_BUT_NOT_RICH_TEXT = new Set(['a data: PNG image', 'a data: SVG image carrying onload']);
const ALL_CASES = Object.values(TABLES).flatMap((table) => Object.entries(table));

describe('sanitizeHtml against the OWASP XSS cheat sheet', () => {
  for (const [group, table] of Object.entries(TABLES)) {
    describe(group.toLowerCase(), () => {
      it.each(Object.entries(table))('%s', (_name, { payload, clean }) => {
        const result = sanitizeHtml(payload);
        expect(result).toBe(clean);
        expect(hazards(result)).toEqual([]);
        // Parsing the clean markup again gives the same markup: nothing mutates into a new tag.
        expect(parse(result).innerHTML).toBe(result);
      });
    });
  }

  // The check is no rubber stamp: it finds the hazard in each payload a div would parse with one.
  it.each(
    ALL_CASES.filter(
      ([name, { payload, clean }]) =>
        payload !== clean && !INERT_IN_A_DIV.has(name) && !INERT_BUT_NOT_RICH_TEXT.has(name),
    ),
  )('finds a hazard in the raw payload: %s', (_name, { payload }) => {
    expect(hazards(payload)).not.toEqual([]);
  });

  describe('rendered live, as RichText does', () => {
    afterEach(() => {
      document.body.replaceChildren();
      vi.restoreAllMocks();
    });

    async function renderLive(html: string): Promise<HTMLDivElement> {
      const live = document.createElement('div');
      live.innerHTML = html;
      document.body.append(live);
      // Each image's own load or error event: a listener added now runs after the markup's inline
      // handler in the same dispatch (decode() may settle before that handler has run).
      await Promise.all(
        [...live.querySelectorAll('img')].map(
          (image) =>
            new Promise((settled) => {
              image.addEventListener('load', settled, { once: true });
              image.addEventListener('error', settled, { once: true });
            }),
        ),
      );
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return live;
    }

    it('would see a payload run: the raw image handler calls alert', async () => {
      const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
      const live = await renderLive(HANDLERS['an image whose error runs code']!.payload);
      expect(alert).toHaveBeenCalledWith(1);
      live.remove();
    });

    it('runs none of the payloads: no image, media or frame is left to load', async () => {
      const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
      const live = await renderLive(
        ALL_CASES.map(([, { payload }]) => sanitizeHtml(payload)).join(''),
      );
      expect(
        live.querySelectorAll('img, video, audio, source, iframe, object, embed'),
      ).toHaveLength(0);
      expect(alert).not.toHaveBeenCalled();
    });
  });

  it('leaves nothing runnable in any mix of the cheat sheet’s pieces', () => {
    const pieces = fc.constantFrom(
      '<',
      '>',
      '/',
      '"',
      "'",
      '=',
      ' ',
      '<!--',
      '-->',
      '<img',
      ' src=x',
      ' onerror=alert(1)',
      ' onload=alert(1)',
      '<a',
      ' href=',
      'javascript:alert(1)',
      'jav&#x09;ascript:',
      '&#106;',
      '&colon;',
      'data:text/html,<script>alert(1)</script>',
      '<svg>',
      '</svg>',
      '<math>',
      '</math>',
      '<mtext>',
      '<mglyph>',
      '<table>',
      '<style>',
      '</style>',
      '<script>',
      '</script>',
      '<noscript>',
      '</noscript>',
      '<template>',
      '<iframe',
      '<form>',
      '</form>',
      '<p>',
      '</p>',
      '<mi>',
      '<foreignObject>',
      '<desc>',
      '<annotation-xml encoding="text/html">',
      '<xmp>',
      '</xmp>',
      '<noembed>',
      '<noframes>',
      '<textarea>',
      '</textarea>',
      '<select>',
      '<option>',
      '<title>',
      '</title>',
      'texto',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 40 }), (parts) => {
        const clean = sanitizeHtml(parts.join(''));
        expect(hazards(clean)).toEqual([]);
        expect(hazards(parse(clean).innerHTML)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});

describe('sanitizeHtml keeps the markup of FAQ answers', () => {
  it('keeps headings, paragraphs, lists and emphasis exactly as written', () => {
    const answer =
      '<h2>Decoins</h2><h3>Como ganhar</h3><p>Você ganha decoins ao concluir <strong>conteúdos</strong> e <em>cursos</em>.</p>' +
      '<ul><li>Conclua um curso</li><li>Responda a um questionário</li></ul>' +
      '<ol><li>Abra o <b>Extrato</b></li><li>Veja o <i>saldo</i></li></ol>' +
      '<p>Primeira linha<br>segunda linha &gt; terceira</p>';
    expect(sanitizeHtml(answer)).toBe(answer);
  });

  it('keeps safe links and makes each open in a new tab without handing over the portal', () => {
    expect(
      sanitizeHtml(
        '<p>Veja os <a href="/student/terms" target="_blank" rel="noopener">Termos de Uso</a>.</p>',
      ),
    ).toBe(
      '<p>Veja os <a href="/student/terms" rel="noopener noreferrer" target="_blank">Termos de Uso</a>.</p>',
    );
    expect(sanitizeHtml('<a href="mailto:suporte@decola.dev">suporte@decola.dev</a>')).toBe(
      '<a href="mailto:suporte@decola.dev" target="_blank" rel="noopener noreferrer">suporte@decola.dev</a>',
    );
    expect(sanitizeHtml('<a href="https://example.com/ajuda?x=1#y">Ajuda</a>')).toBe(
      '<a href="https://example.com/ajuda?x=1#y" target="_blank" rel="noopener noreferrer">Ajuda</a>',
    );
  });

  it('overrides a target or rel the answer chose', () => {
    expect(sanitizeHtml('<a href="/student/terms" target="_self" rel="opener">Termos</a>')).toBe(
      '<a href="/student/terms" rel="noopener noreferrer" target="_blank">Termos</a>',
    );
  });

  it('gives an anchor without href no target', () => {
    expect(sanitizeHtml('<a>Sem destino</a>')).toBe('<a>Sem destino</a>');
  });

  it('keeps classes, titles and ARIA, prefixes ids, and keeps the text of what it drops', () => {
    expect(
      sanitizeHtml('<p class="nota" id="decoins" title="Dica" aria-label="Dica">Texto</p>'),
    ).toBe('<p class="nota" title="Dica" aria-label="Dica" id="user-content-decoins">Texto</p>');
    expect(sanitizeHtml('<p>Antes <iframe></iframe><button>depois</button></p>')).toBe(
      '<p>Antes depois</p>',
    );
  });

  it('treats plain text as text', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml('Sim, 2 < 3 & 5 > 4.')).toBe('Sim, 2 &lt; 3 &amp; 5 &gt; 4.');
  });
});

describe('sanitizeHtml keeps only the rich text allowlist', () => {
  it('keeps inline and block code, and quotes', () => {
    const answer =
      '<p>Use <code>Ctrl</code> + <code>F</code></p><pre><code>npm start</code></pre>' +
      '<blockquote><p>Aprender é construir.</p></blockquote>';
    expect(sanitizeHtml(answer)).toBe(answer);
  });

  it('drops every other tag and keeps its text', () => {
    expect(
      sanitizeHtml(
        '<div>bloco</div><span>trecho</span><table><tr><td>célula</td></tr></table><details>mais</details>',
      ),
    ).toBe('blocotrechocélulamais');
  });

  it('leaves only allowlisted tags, whatever the markup', () => {
    const allowed = new Set<string>(RICH_TEXT_TAGS.map((tag) => tag.toUpperCase()));
    for (const [, { payload }] of ALL_CASES) {
      const tags = [...elementsOf(parse(sanitizeHtml(payload)))].map((element) => element.tagName);
      expect(tags.filter((tag) => !allowed.has(tag))).toEqual([]);
    }
  });

  it("prefixes ids and names, so an answer cannot clobber the player's global", () => {
    expect(sanitizeHtml('<h2 id="onYouTubeIframeAPIReady">Vídeos</h2><p name="x">a</p>')).toBe(
      '<h2 id="user-content-onYouTubeIframeAPIReady">Vídeos</h2><p name="user-content-x">a</p>',
    );
  });
});
