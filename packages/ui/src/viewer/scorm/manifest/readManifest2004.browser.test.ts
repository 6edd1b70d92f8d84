import { describe, expect, it } from 'vitest';
import { readManifest, type ManifestReading } from './readManifest';

const AT = 'https://portal.example.com/student/demo/scorm/pacote/imsmanifest.xml';
const FOLDER = 'https://portal.example.com/student/demo/scorm/pacote/';
const IMSCP = 'http://www.imsglobal.org/xsd/imscp_v1p1';
const ADLCP = 'http://www.adlnet.org/xsd/adlcp_v1p3';
const IMSSS = 'http://www.imsglobal.org/xsd/imsss';

function ready(reading: ManifestReading) {
  if (!reading.ok) throw new Error(`Expected a package, got ${reading.problem.kind}`);
  return reading.package;
}

const manifest2004 = (
  schemaversion: string,
  item: string,
  extra = '',
) => `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="m" version="1" xmlns="${IMSCP}" xmlns:adlcp="${ADLCP}" xmlns:imsss="${IMSSS}">
  <metadata><schema>ADL SCORM</schema>${schemaversion}</metadata>
  <organizations default="o"><organization identifier="o"><title>Curso 2004</title>
    <item identifier="sco-a" identifierref="r"><title>Atividade A</title>${item}</item>
  </organization></organizations>
  <resources><resource identifier="r" type="webcontent" adlcp:scormType="sco" href="shared/launchpage.html"/></resources>
  ${extra}
</manifest>`;

describe('readManifest: SCORM 2004', () => {
  it.each([
    ['<schemaversion>2004 4th Edition</schemaversion>', 4],
    ['<schemaversion>2004 3rd Edition</schemaversion>', 3],
    ['<schemaversion>2004 2nd Edition</schemaversion>', 2],
    ['<schemaversion>CAM 1.3</schemaversion>', 2],
    ['', null],
  ])('tells the version and edition from %s', (schemaversion, edition) => {
    const pkg = ready(readManifest(manifest2004(schemaversion, ''), AT));
    expect(pkg).toMatchObject({ version: '2004', edition, title: 'Curso 2004' });
    expect(pkg.scos[0]!.launchUrl).toBe(`${FOLDER}shared/launchpage.html`);
  });

  it('takes the passing score from a primary objective satisfied by measure, and the 3rd edition threshold', () => {
    const pkg = ready(
      readManifest(
        manifest2004(
          '<schemaversion>2004 3rd Edition</schemaversion>',
          `<adlcp:completionThreshold>0.75</adlcp:completionThreshold>
           <adlcp:dataFromLMS>nivel=2</adlcp:dataFromLMS>
           <adlcp:timeLimitAction>exit,message</adlcp:timeLimitAction>
           <imsss:sequencing>
             <imsss:limitConditions attemptAbsoluteDurationLimit="PT30M"/>
             <imsss:objectives>
               <imsss:primaryObjective objectiveID="PRIMARYOBJ" satisfiedByMeasure="true">
                 <imsss:minNormalizedMeasure>0.8</imsss:minNormalizedMeasure>
               </imsss:primaryObjective>
             </imsss:objectives>
           </imsss:sequencing>`,
        ),
        AT,
      ),
    );
    expect(pkg.scos[0]!.lmsValues).toEqual({
      'cmi.scaled_passing_score': '0.8',
      'cmi.completion_threshold': '0.75',
      'cmi.launch_data': 'nivel=2',
      'cmi.max_time_allowed': 'PT30M',
      'cmi.time_limit_action': 'exit,message',
    });
  });

  it('leaves success to the SCO when its objective is not satisfied by measure', () => {
    const pkg = ready(
      readManifest(
        manifest2004(
          '<schemaversion>2004 4th Edition</schemaversion>',
          `<adlcp:completionThreshold completedByMeasure="false" minProgressMeasure="0.5"/>
           <imsss:sequencing><imsss:objectives>
             <imsss:primaryObjective objectiveID="p"><imsss:minNormalizedMeasure>0.6</imsss:minNormalizedMeasure></imsss:primaryObjective>
           </imsss:objectives></imsss:sequencing>`,
        ),
        AT,
      ),
    );
    expect(pkg.scos[0]!.lmsValues).toEqual({});
  });

  it('reads the 4th edition threshold and a sequencing the item takes from the collection', () => {
    const pkg = ready(
      readManifest(
        manifest2004(
          '<schemaversion>2004 4th Edition</schemaversion>',
          `<adlcp:completionThreshold completedByMeasure="true" minProgressMeasure="0.9"/>
           <imsss:sequencing IDRef="comum"/>`,
          `<imsss:sequencingCollection><imsss:sequencing ID="comum"><imsss:objectives>
             <imsss:primaryObjective objectiveID="p" satisfiedByMeasure="true"/>
           </imsss:objectives></imsss:sequencing></imsss:sequencingCollection>`,
        ),
        AT,
      ),
    );
    expect(pkg.scos[0]!.lmsValues).toEqual({
      'cmi.completion_threshold': '0.9',
      'cmi.scaled_passing_score': '1.0',
    });
  });
});

describe('readManifest: SCORM 2004 as tools write it', () => {
  it('reads prefixed IMS elements and unusual prefixes, the version from their namespaces', () => {
    const pkg = ready(
      readManifest(
        `<?xml version="1.0"?>
<cp:manifest identifier="m" xmlns:cp="${IMSCP}" xmlns:a="${ADLCP}" xmlns:ss="${IMSSS}">
  <cp:organizations default="o"><cp:organization identifier="o"><cp:title>Prefixos</cp:title>
    <cp:item identifier="i" identifierref="r"><cp:title>Com prefixos</cp:title>
      <a:completionThreshold>0.5</a:completionThreshold>
      <ss:sequencing><ss:objectives>
        <ss:primaryObjective objectiveID="p" satisfiedByMeasure="true"><ss:minNormalizedMeasure>0.6</ss:minNormalizedMeasure></ss:primaryObjective>
      </ss:objectives></ss:sequencing>
    </cp:item>
  </cp:organization></cp:organizations>
  <cp:resources><cp:resource identifier="r" type="webcontent" a:scormType="sco" href="inicio.html"/></cp:resources>
</cp:manifest>`,
        AT,
      ),
    );
    expect(pkg).toMatchObject({ version: '2004', edition: null, title: 'Prefixos' });
    expect(pkg.scos).toEqual([
      {
        id: 'i',
        title: 'Com prefixos',
        launchUrl: `${FOLDER}inicio.html`,
        isAsset: false,
        lmsValues: { 'cmi.completion_threshold': '0.5', 'cmi.scaled_passing_score': '0.6' },
      },
    ]);
  });

  it('tells 2004 by its namespaces where the elements that use them declare them', () => {
    const pkg = ready(
      readManifest(
        `<manifest identifier="m" xmlns="${IMSCP}">
  <organizations><organization identifier="o">
    <item identifier="i" identifierref="r"><title>A</title>
      <sequencing xmlns="${IMSSS}"><objectives>
        <primaryObjective objectiveID="p" satisfiedByMeasure="true"><minNormalizedMeasure>0.7</minNormalizedMeasure></primaryObjective>
      </objectives></sequencing>
    </item>
  </organization></organizations>
  <resources><resource xmlns:adlcp="${ADLCP}" identifier="r" adlcp:scormType="sco" href="a.html"/></resources>
</manifest>`,
        AT,
      ),
    );
    expect(pkg.version).toBe('2004');
    expect(pkg.scos[0]!.lmsValues).toEqual({ 'cmi.scaled_passing_score': '0.7' });
  });

  it.each(['1.5', '-2', 'setenta', '0x1', ''])(
    'leaves success to the SCO when the passing score is %s, no measure between -1 and 1',
    (measure) => {
      const pkg = ready(
        readManifest(
          manifest2004(
            '<schemaversion>2004 3rd Edition</schemaversion>',
            `<imsss:sequencing><imsss:objectives>
               <imsss:primaryObjective objectiveID="p" satisfiedByMeasure="true"><imsss:minNormalizedMeasure>${measure}</imsss:minNormalizedMeasure></imsss:primaryObjective>
             </imsss:objectives></imsss:sequencing>
             <adlcp:completionThreshold>${measure}</adlcp:completionThreshold>`,
          ),
          AT,
        ),
      );
      // An empty measure is the schema's default, 1.0; the threshold then says nothing.
      expect(pkg.scos[0]!.lmsValues).toEqual(
        measure === '' ? { 'cmi.scaled_passing_score': '1.0' } : {},
      );
    },
  );
});

describe('readManifest: what keeps a package from opening', () => {
  const resources =
    '<resources><resource identifier="r" adlcp:scormType="sco" href="a.html"/></resources>';
  const wrap = (body: string) =>
    `<manifest xmlns="${IMSCP}" xmlns:adlcp="${ADLCP}">${body}</manifest>`;
  const problem = (xml: string) => {
    const reading = readManifest(xml, AT);
    return reading.ok ? null : reading.problem;
  };

  it.each([
    ['a file that is not XML', '<manifest><organizations></manifest>', { kind: 'notXml' }],
    ['XML that is no manifest', '<html><body>Not found</body></html>', { kind: 'notManifest' }],
    [
      'an organization with nothing to launch',
      wrap(
        `<organizations><organization identifier="o"><item identifier="a"><title>Vazio</title></item></organization></organizations>${resources}`,
      ),
      { kind: 'noActivity' },
    ],
    [
      'an item whose resource is not there',
      wrap(
        `<organizations><organization identifier="o"><item identifier="a" identifierref="nada"><title>Módulo 1</title></item></organization></organizations>${resources}`,
      ),
      { kind: 'missingResource', title: 'Módulo 1' },
    ],
    [
      'a resource without its page',
      wrap(
        `<organizations><organization identifier="o"><item identifier="a" identifierref="r"/></organization></organizations><resources><resource identifier="r" adlcp:scormType="sco"/></resources>`,
      ),
      { kind: 'noLaunchPage', title: 'Atividade 1' },
    ],
    [
      'a page on another site',
      wrap(
        `<organizations><organization identifier="o"><item identifier="a" identifierref="r"><title>Fora</title></item></organization></organizations><resources><resource identifier="r" adlcp:scormType="sco" href="https://outro.example.com/a.html"/></resources>`,
      ),
      { kind: 'outsidePortal', title: 'Fora' },
    ],
  ])('%s', (_, xml, expected) => {
    expect(problem(xml)).toEqual(expected);
  });

  it('launches the SCO resources of a package without organizations', () => {
    const pkg = ready(
      readManifest(
        wrap(`<organizations/><resources>
          <resource identifier="lib" adlcp:scormType="asset" href="lib.js"/>
          <resource identifier="r" adlcp:scormType="sco" href="a.html"/>
        </resources>`),
        AT,
      ),
    );
    expect(pkg.scos).toMatchObject([
      { id: 'r', title: 'Atividade 1', launchUrl: `${FOLDER}a.html` },
    ]);
  });
});
