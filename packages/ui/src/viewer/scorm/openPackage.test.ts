import { describe, expect, it } from 'vitest';
import { decodeXml, locatePackage, packagePath } from './openPackage';

const PORTAL = 'https://portal.example.com/student/course/59/content/5906';
const BASE = 'https://portal.example.com/student/demo/scorm/';

describe('locatePackage: how a content names its package', () => {
  it('by its manifest', () => {
    expect(locatePackage('/student/demo/scorm/pacote/imsmanifest.xml', PORTAL)).toEqual({
      manifests: [`${BASE}pacote/imsmanifest.xml`],
      launchPage: null,
    });
  });

  it('by its folder, with or without the final slash', () => {
    for (const file of ['/student/demo/scorm/pacote/', '/student/demo/scorm/pacote'])
      expect(locatePackage(file, PORTAL).manifests).toEqual([`${BASE}pacote/imsmanifest.xml`]);
  });

  it('by a launch page: the manifest is looked for in its folder, then above it', () => {
    expect(locatePackage('/student/demo/scorm/pacote/shared/launchpage.html?x=1', PORTAL)).toEqual({
      manifests: [
        `${BASE}pacote/shared/imsmanifest.xml`,
        `${BASE}pacote/imsmanifest.xml`,
        `${BASE}imsmanifest.xml`,
      ],
      launchPage: `${BASE}pacote/shared/launchpage.html?x=1`,
    });
    expect(locatePackage('/index.html', PORTAL).manifests).toEqual([
      'https://portal.example.com/imsmanifest.xml',
    ]);
  });
});

describe('decodeXml', () => {
  const bytes = (...values: number[]) => new Uint8Array(values).buffer;

  it('reads UTF-8, and the encoding the XML declaration names', () => {
    const utf8 = new TextEncoder().encode('<?xml version="1.0"?><t>Módulo</t>');
    expect(decodeXml(utf8.buffer)).toBe('<?xml version="1.0"?><t>Módulo</t>');
    const latin1 = [...'<?xml version="1.0" encoding=\'ISO-8859-1\'?><t>M'].map((c) =>
      c.charCodeAt(0),
    );
    expect(decodeXml(bytes(...latin1, 0xf3, ...[...'dulo</t>'].map((c) => c.charCodeAt(0))))).toBe(
      '<?xml version="1.0" encoding=\'ISO-8859-1\'?><t>Módulo</t>',
    );
  });

  it('reads UTF-16 by its byte-order mark', () => {
    const text = '<t>ação</t>';
    const le = [
      0xff,
      0xfe,
      ...[...text].flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8]),
    ];
    expect(decodeXml(bytes(...le))).toBe(text);
  });

  it('falls back to UTF-8 for an encoding it does not know', () => {
    const odd = new TextEncoder().encode('<?xml version="1.0" encoding="x-desconhecida"?><t/>');
    expect(decodeXml(odd.buffer)).toContain('<t/>');
  });
});

it('names a launch page by its path in the package', () => {
  expect(
    packagePath(`${BASE}pacote/shared/launch%20page.html?x=1`, `${BASE}pacote/imsmanifest.xml`),
  ).toBe('shared/launch page.html');
});
