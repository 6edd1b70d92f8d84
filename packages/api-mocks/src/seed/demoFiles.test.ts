import { existsSync, readFileSync, statSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { database, resetDatabase, setClock, setPersistence } from '../db/store';
import { createCaller } from '../testing/caller';
import { DEMO_FILES_BASE } from './learning/demoFiles';

// Every file address the demo hands out is a real file of the demo's folder or an
// answer of one of its handlers — never a 404, never the app's page.

const PUBLIC_DEMO = new URL('../../../../apps/student/public/demo/', import.meta.url);
const TODAY = new Date('2026-03-16T13:00:00-03:00');

/** What each kind of file starts with, and the type a handler must give it. */
const KINDS: Record<string, { type: string; starts: (bytes: Buffer) => boolean }> = {
  pdf: { type: 'application/pdf', starts: (bytes) => bytes.subarray(0, 5).toString() === '%PDF-' },
  mp3: {
    type: 'audio/mpeg',
    starts: (bytes) => bytes.subarray(0, 3).toString() === 'ID3' || bytes[0] === 0xff,
  },
  mp4: { type: 'video/mp4', starts: (bytes) => bytes.subarray(4, 8).toString() === 'ftyp' },
  xlsx: {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    starts: (bytes) => bytes.subarray(0, 4).toString('latin1') === 'PK\x03\x04',
  },
  html: { type: 'text/html', starts: (bytes) => /^<!doctype html>/i.test(bytes.toString()) },
  svg: { type: 'image/svg+xml', starts: (bytes) => bytes.subarray(0, 4).toString() === '<svg' },
  xml: { type: 'application/xml', starts: (bytes) => bytes.subarray(0, 5).toString() === '<?xml' },
};

const extensionOf = (address: string) => address.split('.').at(-1)!.toLowerCase();

/** Every /student/demo/… address in the tables, whole values and those inside texts alike. */
function demoAddresses(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    for (const match of value.matchAll(/\/student\/demo\/[^\s"'<>()]+/g)) found.add(match[0]);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) demoAddresses(item, found);
  }
  return found;
}

/** The file an address names in public/demo/, if there is one. */
function demoFile(address: string): Buffer | null {
  const file = new URL(address.slice(`${DEMO_FILES_BASE}/`.length), PUBLIC_DEMO);
  return existsSync(file) && statSync(file).isFile() ? readFileSync(file) : null;
}

/** Signed in as the one it was issued to, when the address names them (certificates, receipts). */
async function callerFor(address: string) {
  const caller = createCaller();
  const order = address.match(/\/receipts\/pedido-(\d+)\.pdf$/);
  const userId = order
    ? database().orders.find((candidate) => candidate.id === Number(order[1]))?.userId
    : Number(address.match(/-usuario-(\d+)\.pdf$/)?.[1] ?? Number.NaN);
  const user = database().users.find((candidate) => candidate.id === userId);
  if (user) await caller.signIn(user.email);
  return caller;
}

/** Where an address leads: a real file (after the pills' video links), or a handler's answer. */
async function resolve(address: string): Promise<{ target: string; bytes: Buffer; type: string }> {
  const file = demoFile(address);
  if (file) return { target: address, bytes: file, type: KINDS[extensionOf(address)]?.type ?? '' };
  const response = await (await callerFor(address)).call('GET', address);
  const location = response.headers.get('location');
  if (response.status === 302 && location?.startsWith(`${DEMO_FILES_BASE}/`))
    return resolve(location);
  expect(response.status, `${address} answered ${response.status}`).toBe(200);
  const type = response.headers.get('content-type')?.split(';')[0] ?? '';
  return { target: address, bytes: Buffer.from(await response.arrayBuffer()), type };
}

beforeEach(() => {
  setPersistence(null);
  setClock(() => TODAY);
  resetDatabase();
});

afterEach(() => setClock(() => new Date()));

describe("the demo's files", () => {
  it('every address in the seed is a real file or a handler’s answer of its own type', async () => {
    const addresses = [...demoAddresses(database())];
    // Contents, complements, thumbnails, pictures, receipts and the pills' video links.
    expect(addresses.length).toBeGreaterThan(300);
    for (const kind of ['/files/', '/audio/', '/video/', '/scorm/', '/img/', '/receipts/'])
      expect(
        addresses.some((address) => address.includes(kind)),
        kind,
      ).toBe(true);
    for (const address of addresses) {
      const { target, bytes, type } = await resolve(address);
      const kind = KINDS[extensionOf(target)];
      expect(kind, `${target}: a kind of file the test knows`).toBeDefined();
      expect(type, address).toBe(kind!.type);
      expect(kind!.starts(bytes), `${address} holds a real ${extensionOf(target)}`).toBe(true);
    }
  });

  it('certificates the API hands the learner are real PDFs too', async () => {
    const caller = createCaller();
    await caller.signIn('aluno@decola.dev');
    const user = database().users.find((candidate) => candidate.email === 'aluno@decola.dev')!;
    const finished = database().learners[user.id]!.enrollments.filter(
      (enrollment) => enrollment.finishedAt,
    );
    const paths: string[] = [];
    for (const { courseId } of finished) {
      const answer = await caller.json<{ data?: { path: string } }>(
        'GET',
        `/api/decola/certificate/${courseId}`,
      );
      if (answer.body?.data?.path) paths.push(answer.body.data.path);
    }
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      const { bytes, type } = await resolve(path);
      expect(type).toBe('application/pdf');
      expect(KINDS.pdf!.starts(bytes)).toBe(true);
    }
  });

  it('each SCORM content names a package by its manifest, which lists only files it has', () => {
    const manifests = new Set(
      [...demoAddresses(database())].filter((address) => address.includes('/scorm/')),
    );
    expect(manifests.size).toBe(4);
    for (const address of manifests) {
      expect(address).toMatch(/\/imsmanifest\.xml$/);
      const folder = address.replace(/[^/]*$/, '');
      const manifest = demoFile(address)?.toString() ?? '';
      // Broken on purpose: the viewer's journey shows what the learner reads about it.
      if (address.includes('/relatorio-de-medicao/')) {
        expect(manifest).toContain('never closed');
        continue;
      }
      expect(manifest).toMatch(/<schemaversion>(1\.2|2004 3rd Edition)<\/schemaversion>/);
      const resources = manifest.split('<resource ').slice(1);
      expect(resources.length).toBeGreaterThan(0);
      for (const resource of resources) {
        const base = resource.match(/^[^>]*xml:base="([^"]+)"/)?.[1] ?? '';
        const href = resource.match(/^[^>]*\shref="([^"]+)"/)?.[1];
        const files = [...resource.matchAll(/<file href="([^"]+)"/g)].map((match) => match[1]!);
        if (href) expect(files, `${folder}${base}`).toContain(href.split('?')[0]);
        for (const file of files)
          expect(demoFile(`${folder}${base}${file}`), `${base}${file}`).not.toBeNull();
      }
    }
  });
});
