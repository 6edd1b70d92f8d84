import { describe, expect, it } from 'vitest';
import { readManifest, type ManifestReading } from './readManifest';

const AT = 'https://portal.example.com/student/demo/scorm/pacote/imsmanifest.xml';
const FOLDER = 'https://portal.example.com/student/demo/scorm/pacote/';

const IMSCP_12 = 'http://www.imsproject.org/xsd/imscp_rootv1p1p2';
const ADLCP_12 = 'http://www.adlnet.org/xsd/adlcp_rootv1p2';

function ready(reading: ManifestReading) {
  if (!reading.ok) throw new Error(`Expected a package, got ${reading.problem.kind}`);
  return reading.package;
}

const manifest12 = (
  body: string,
  metadata = '<schemaversion>1.2</schemaversion>',
) => `<?xml version="1.0"?>
<manifest identifier="m" version="1" xmlns="${IMSCP_12}" xmlns:adlcp="${ADLCP_12}">
  <metadata><schema>ADL SCORM</schema>${metadata}</metadata>
  ${body}
</manifest>`;

describe('readManifest: SCORM 1.2', () => {
  it('reads the default namespace, the SCO, its title and the mastery score', () => {
    const pkg = ready(
      readManifest(
        manifest12(`<organizations default="org"><organization identifier="org">
          <title>Segurança &amp; saúde</title>
          <item identifier="i1" identifierref="r1"><title>Módulo único</title>
            <adlcp:masteryscore>80</adlcp:masteryscore>
            <adlcp:datafromlms>modo=revisao</adlcp:datafromlms>
          </item></organization></organizations>
          <resources><resource identifier="r1" type="webcontent" adlcp:scormtype="sco" href="index.html"/></resources>`),
        AT,
      ),
    );
    expect(pkg).toMatchObject({ version: '1.2', edition: null, title: 'Segurança & saúde' });
    expect(pkg.scos).toEqual([
      {
        id: 'i1',
        title: 'Módulo único',
        launchUrl: `${FOLDER}index.html`,
        isAsset: false,
        lmsValues: {
          'cmi.student_data.mastery_score': '80',
          'cmi.launch_data': 'modo=revisao',
        },
      },
    ]);
  });

  it('reads prefixed IMS elements as well as the default namespace', () => {
    const pkg = ready(
      readManifest(
        `<imscp:manifest xmlns:imscp="${IMSCP_12}" xmlns:adlcp="${ADLCP_12}" identifier="m">
          <imscp:metadata><imscp:schemaversion>1.2</imscp:schemaversion></imscp:metadata>
          <imscp:organizations default="o"><imscp:organization identifier="o"><imscp:title>T</imscp:title>
            <imscp:item identifier="a" identifierref="r"><imscp:title>A</imscp:title></imscp:item>
          </imscp:organization></imscp:organizations>
          <imscp:resources><imscp:resource identifier="r" adlcp:scormtype="sco" href="a/start.htm"/></imscp:resources>
        </imscp:manifest>`,
        AT,
      ),
    );
    expect(pkg.scos.map((sco) => [sco.title, sco.launchUrl])).toEqual([
      ['A', `${FOLDER}a/start.htm`],
    ]);
  });

  it('reads a manifest written without any namespace', () => {
    const pkg = ready(
      readManifest(
        `<manifest identifier="m"><organizations><organization identifier="o">
          <item identifier="a" identifierref="r"><title>Sem namespace</title><masteryscore>70</masteryscore></item>
        </organization></organizations>
        <resources><resource identifier="r" scormtype="sco" href="index.html"/></resources></manifest>`,
        AT,
      ),
    );
    expect(pkg.version).toBe('1.2');
    expect(pkg.scos[0]).toMatchObject({
      title: 'Sem namespace',
      lmsValues: { 'cmi.student_data.mastery_score': '70' },
    });
  });

  it('lists several SCOs in document order from the default organization, nested ones too', () => {
    const pkg = ready(
      readManifest(
        manifest12(`<organizations default="second">
          <organization identifier="first"><item identifier="x" identifierref="r1"><title>Outra</title></item></organization>
          <organization identifier="second"><title>Curso</title>
            <item identifier="m1"><title>Parte 1</title>
              <item identifier="s1" identifierref="r1"><title>Introdução</title></item>
              <item identifier="s2" identifierref="r2" parameters="?passo=2"><title>Prática</title></item>
            </item>
            <item identifier="s3" identifierref="r3"><title>Glossário</title></item>
          </organization></organizations>
          <resources>
            <resource identifier="r1" adlcp:scormtype="sco" href="sco1/index.html"/>
            <resource identifier="r2" adlcp:scormtype="sco" href="sco2/index.html?lang=pt"/>
            <resource identifier="r3" adlcp:scormtype="asset" href="glossario.html"/>
          </resources>`),
        AT,
      ),
    );
    expect(pkg.title).toBe('Curso');
    expect(
      pkg.scos.map(({ id, title, launchUrl, isAsset }) => [id, title, launchUrl, isAsset]),
    ).toEqual([
      ['s1', 'Introdução', `${FOLDER}sco1/index.html`, false],
      ['s2', 'Prática', `${FOLDER}sco2/index.html?lang=pt&passo=2`, false],
      ['s3', 'Glossário', `${FOLDER}glossario.html`, true],
    ]);
  });

  it('launches the SCO resource and leaves its dependencies to the package', () => {
    const pkg = ready(
      readManifest(
        manifest12(`<organizations default="o"><organization identifier="o">
            <item identifier="a" identifierref="sco"><title>Com dependências</title></item>
          </organization></organizations>
          <resources>
            <resource identifier="comum" type="webcontent" adlcp:scormtype="asset">
              <file href="comum/scorm.js"/><file href="comum/estilo.css"/>
            </resource>
            <resource identifier="sco" type="webcontent" adlcp:scormtype="sco" href="conteudo/inicio.html">
              <file href="conteudo/inicio.html"/><dependency identifierref="comum"/>
            </resource>
          </resources>`),
        AT,
      ),
    );
    expect(pkg.scos.map((sco) => sco.launchUrl)).toEqual([`${FOLDER}conteudo/inicio.html`]);
  });
});

describe('readManifest: SCORM 1.2 as tools write it', () => {
  const oneItem = (item: string, metadata?: string) =>
    manifest12(
      `<organizations default="o"><organization identifier="o"><title>Curso</title>
        <item identifier="a" identifierref="r"><title>A</title>${item}</item>
      </organization></organizations>
      <resources><resource identifier="r" adlcp:scormtype="sco" href="a.html"/></resources>`,
      metadata,
    );

  it.each(['1.2', '1.1'])("reads the schemaversion '%s' as SCORM 1.2", (declared) => {
    const pkg = ready(readManifest(oneItem('', `<schemaversion>${declared}</schemaversion>`), AT));
    expect(pkg).toMatchObject({ version: '1.2', edition: null });
  });

  it('takes the first organization when `default` names none of them', () => {
    const pkg = ready(
      readManifest(
        manifest12(`<organizations default="nao-existe">
            <organization identifier="primeira"><title>Primeira</title>
              <item identifier="p" identifierref="r"><title>Da primeira</title></item></organization>
            <organization identifier="segunda"><title>Segunda</title>
              <item identifier="s" identifierref="r"><title>Da segunda</title></item></organization>
          </organizations>
          <resources><resource identifier="r" adlcp:scormtype="sco" href="a.html"/></resources>`),
        AT,
      ),
    );
    expect(pkg.title).toBe('Primeira');
    expect(pkg.scos.map((sco) => sco.id)).toEqual(['p']);
  });

  it.each([
    ['150', 'above 100'],
    ['-5', 'below 0'],
    ['abc', 'not a number'],
    ['0x50', 'not a decimal'],
    ['8e1', 'not a decimal'],
    ['', 'empty'],
  ])('leaves out a mastery score of %s (%s), so the SCO decides', (score) => {
    const pkg = ready(
      readManifest(oneItem(`<adlcp:masteryscore>${score}</adlcp:masteryscore>`), AT),
    );
    expect(pkg.scos[0]!.lmsValues).toEqual({});
  });

  it.each(['0', '80', '72.5', ' 90 '])('keeps a mastery score of %s', (score) => {
    const pkg = ready(
      readManifest(oneItem(`<adlcp:masteryscore>${score}</adlcp:masteryscore>`), AT),
    );
    expect(pkg.scos[0]!.lmsValues).toEqual({ 'cmi.student_data.mastery_score': score.trim() });
  });

  it('lists and launches an item the manifest hides (isvisible="false") like any other', () => {
    const pkg = ready(
      readManifest(
        manifest12(`<organizations default="o"><organization identifier="o">
            <item identifier="v" identifierref="r1"><title>Visível</title></item>
            <item identifier="h" identifierref="r2" isvisible="false"><title>Oculto</title></item>
          </organization></organizations>
          <resources>
            <resource identifier="r1" adlcp:scormtype="sco" href="a.html"/>
            <resource identifier="r2" adlcp:scormtype="sco" href="b.html"/>
          </resources>`),
        AT,
      ),
    );
    expect(pkg.scos.map(({ id, title, launchUrl }) => [id, title, launchUrl])).toEqual([
      ['v', 'Visível', `${FOLDER}a.html`],
      ['h', 'Oculto', `${FOLDER}b.html`],
    ]);
  });
});

describe('readManifest: launch addresses', () => {
  const withBases = (
    manifestBase: string,
    resourcesBase: string,
    resourceBase: string,
    href: string,
    parameters = '',
  ) =>
    ready(
      readManifest(
        `<manifest xmlns="${IMSCP_12}" xmlns:adlcp="${ADLCP_12}" ${manifestBase}>
          <organizations><organization identifier="o">
            <item identifier="a" identifierref="r" ${parameters}><title>A</title></item>
          </organization></organizations>
          <resources ${resourcesBase}><resource identifier="r" adlcp:scormtype="sco" ${resourceBase} href="${href}"/></resources>
        </manifest>`,
        AT,
      ),
    ).scos[0]!.launchUrl;

  it('joins the xml:base of the manifest, of the resources and of the resource', () => {
    expect(
      withBases('xml:base="curso/"', 'xml:base="modulos/"', 'xml:base="m1/"', 'index.html'),
    ).toBe(`${FOLDER}curso/modulos/m1/index.html`);
    expect(withBases('', '', 'xml:base="shared"', 'launchpage.html')).toBe(
      `${FOLDER}shared/launchpage.html`,
    );
    expect(withBases('', 'xml:base="../outro/"', '', 'a.html')).toBe(
      'https://portal.example.com/student/demo/scorm/outro/a.html',
    );
  });

  it('follows an absolute xml:base on the portal, and refuses one on another host', () => {
    expect(
      withBases('xml:base="https://portal.example.com/pacotes/curso/"', '', '', 'index.html'),
    ).toBe('https://portal.example.com/pacotes/curso/index.html');
    expect(withBases('xml:base="/pacotes/curso"', '', '', 'index.html')).toBe(
      'https://portal.example.com/pacotes/curso/index.html',
    );
    for (const base of [
      'xml:base="https://cdn.example.com/curso/"',
      'xml:base="//cdn.example.com/curso/"',
      'xml:base="http://portal.example.com/curso/"',
    ])
      expect(
        readManifest(
          `<manifest xmlns="${IMSCP_12}" xmlns:adlcp="${ADLCP_12}">
            <organizations><organization identifier="o"><item identifier="a" identifierref="r"><title>Longe</title></item></organization></organizations>
            <resources ${base}><resource identifier="r" adlcp:scormtype="sco" href="a.html"/></resources>
          </manifest>`,
          AT,
        ),
      ).toEqual({ ok: false, problem: { kind: 'outsidePortal', title: 'Longe' } });
  });

  it('adds the parameters as the content aggregation model says', () => {
    expect(withBases('', '', '', 'a.html', 'parameters="?x=1"')).toBe(`${FOLDER}a.html?x=1`);
    expect(withBases('', '', '', 'a.html?y=2', 'parameters="&amp;x=1"')).toBe(
      `${FOLDER}a.html?y=2&x=1`,
    );
    expect(withBases('', '', '', 'a.html', 'parameters="#capitulo-2"')).toBe(
      `${FOLDER}a.html#capitulo-2`,
    );
    expect(withBases('', '', '', 'a.html#inicio', 'parameters="#capitulo-2"')).toBe(
      `${FOLDER}a.html#inicio`,
    );
    expect(withBases('', '', '', 'pasta com espaço/a.html')).toBe(
      `${FOLDER}pasta%20com%20espa%C3%A7o/a.html`,
    );
  });
});
