import { describe, expect, it } from 'vitest';
import { launchPageState, openPackage } from './openPackage';

const BASE = 'https://portal.example.com/student/demo/scorm/pacote/';
const MANIFEST = `<manifest xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"><organizations>
  <organization identifier="o"><item identifier="a" identifierref="r"><title>A</title></item></organization>
  </organizations><resources><resource identifier="r" href="conteudo/a.html"/></resources></manifest>`;

/** A server holding these files; anything else is a 404. */
const serving =
  (files: Record<string, string | number>) =>
  async (input: RequestInfo | URL): Promise<Response> => {
    const answer = files[String(input)];
    if (typeof answer === 'number') return new Response('', { status: answer });
    return answer === undefined ? new Response('', { status: 404 }) : new Response(answer);
  };

describe('openPackage', () => {
  it('reads the manifest a launch page given directly sits under', async () => {
    const opening = await openPackage(`${BASE}conteudo/index.html`, {
      baseUrl: BASE,
      fetch: serving({ [`${BASE}imsmanifest.xml`]: MANIFEST, [`${BASE}conteudo/a.html`]: '<p>' }),
    });
    expect(opening).toMatchObject({
      status: 'ready',
      package: {
        manifestUrl: `${BASE}imsmanifest.xml`,
        scos: [{ launchUrl: `${BASE}conteudo/a.html` }],
      },
    });
  });

  it('runs a launch page without a manifest as SCORM 1.2, as before', async () => {
    const opening = await openPackage(`${BASE}index.html`, {
      baseUrl: BASE,
      fetch: serving({ [`${BASE}index.html`]: '<p>' }),
    });
    expect(opening).toMatchObject({
      status: 'ready',
      package: { version: '1.2', scos: [{ launchUrl: `${BASE}index.html` }] },
    });
  });

  it('says the manifest is missing when the folder has none, and broken when it is not XML', async () => {
    expect(await openPackage(BASE, { baseUrl: BASE, fetch: serving({}) })).toEqual({
      status: 'broken',
      problem: { kind: 'manifestMissing' },
    });
    expect(
      await openPackage(BASE, {
        baseUrl: BASE,
        fetch: serving({ [`${BASE}imsmanifest.xml`]: '<manifest><oops></manifest>' }),
      }),
    ).toEqual({ status: 'broken', problem: { kind: 'notXml' } });
  });

  it('names the launch page the package lacks', async () => {
    expect(
      await openPackage(BASE, {
        baseUrl: BASE,
        fetch: serving({ [`${BASE}imsmanifest.xml`]: MANIFEST }),
      }),
    ).toEqual({
      status: 'broken',
      problem: { kind: 'launchPageMissing', path: 'conteudo/a.html' },
    });
  });

  it('tells a server that failed, or no network, from a broken package', async () => {
    expect(
      await openPackage(BASE, {
        baseUrl: BASE,
        fetch: serving({ [`${BASE}imsmanifest.xml`]: 503 }),
      }),
    ).toEqual({ status: 'unreachable' });
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await openPackage(BASE, { baseUrl: BASE, fetch: offline })).toEqual({
      status: 'unreachable',
    });
  });
});

it('launchPageState: a 404 is missing, a refused HEAD is present, no network is unreachable', async () => {
  const page = `${BASE}conteudo/a.html`;
  expect(await launchPageState(page, serving({}))).toBe('missing');
  expect(await launchPageState(page, serving({ [page]: 405 }))).toBe('present');
  expect(await launchPageState(page, () => Promise.reject(new TypeError('offline')))).toBe(
    'unreachable',
  );
});
