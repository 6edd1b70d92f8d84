import { readManifest, type ScormPackage } from './manifest/readManifest';
import type { PackageProblem } from './problems';

export type PackageOpening =
  | { status: 'ready'; package: ScormPackage }
  | { status: 'broken'; problem: PackageProblem }
  /** The manifest could not be fetched (offline, a server error): trying again may work. */
  | { status: 'unreachable' };

/** The app's `fetch`: the ui asks for files through it, never by itself. */
export type FetchFile = (url: string, init?: RequestInit) => Promise<Response>;

const MANIFEST = 'imsmanifest.xml';
/** A launch page given directly: its package's manifest is in its folder or a few above it. */
const FOLDERS_UP = 2;

/**
 * Where a content's `file` says its package is: the manifest itself, the package's folder (with
 * or without its final '/'), or — as contents named them before — a launch page, whose folder
 * and the folders above it may hold the manifest.
 */
export function locatePackage(file: string, baseUrl: string) {
  const url = new URL(file, baseUrl);
  const name = url.pathname.split('/').at(-1) ?? '';
  const folder = (path: string) => new URL(path, url.origin).href;
  if (name.toLowerCase() === MANIFEST)
    return { manifests: [folder(url.pathname)], launchPage: null };
  if (name === '') return { manifests: [folder(`${url.pathname}${MANIFEST}`)], launchPage: null };
  if (!name.includes('.'))
    return { manifests: [folder(`${url.pathname}/${MANIFEST}`)], launchPage: null };
  const manifests: string[] = [];
  let at = new URL('./', url);
  for (let up = 0; up <= FOLDERS_UP; up += 1) {
    manifests.push(new URL(MANIFEST, at).href);
    if (at.pathname === '/') break;
    at = new URL('../', at);
  }
  return { manifests, launchPage: url.href };
}

/**
 * The manifest's text in the encoding it declares: authoring tools write UTF-8 mostly, some
 * UTF-16 (with a byte-order mark) or ISO-8859-1 (named in the XML declaration).
 */
export function decodeXml(bytes: ArrayBuffer): string {
  const view = new Uint8Array(bytes);
  if (view[0] === 0xff && view[1] === 0xfe) return new TextDecoder('utf-16le').decode(view);
  if (view[0] === 0xfe && view[1] === 0xff) return new TextDecoder('utf-16be').decode(view);
  const head = new TextDecoder('latin1').decode(view.subarray(0, 200));
  let encoding = 'utf-8';
  const end = head.indexOf('?>');
  if (head.startsWith('<?xml') && end > 0) {
    const declaration = head.slice(0, end);
    const at = declaration.indexOf('encoding=');
    if (at > 0) {
      const quote = declaration[at + 'encoding='.length];
      const value = declaration.slice(at + 'encoding='.length + 1).split(quote ?? '"')[0];
      if (value) encoding = value;
    }
  }
  try {
    return new TextDecoder(encoding).decode(view);
  } catch {
    return new TextDecoder('utf-8').decode(view);
  }
}

const isMissing = (response: Response) => response.status === 404 || response.status === 410;

/** A launch page given directly whose package has no manifest runs as SCORM 1.2, as it always did. */
const launchPagePackage = (launchUrl: string): ScormPackage => ({
  version: '1.2',
  edition: null,
  manifestUrl: '',
  title: '',
  scos: [{ id: 'sco-1', title: '', launchUrl, isAsset: false, lmsValues: {} }],
});

/**
 * Fetches and reads the package's manifest, then asks for each launch page (HEAD), so a page the
 * manifest names and the package lacks is told in words rather than shown as a server's 404.
 */
export async function openPackage(
  file: string,
  { baseUrl, fetch: fetchFile }: { baseUrl: string; fetch: FetchFile },
): Promise<PackageOpening> {
  const opening = await readPackage(file, baseUrl, fetchFile);
  if (opening.status !== 'ready') return opening;
  const { scos, manifestUrl } = opening.package;
  const pages = await Promise.all(scos.map((sco) => launchPageState(sco.launchUrl, fetchFile)));
  if (pages.includes('unreachable')) return { status: 'unreachable' };
  const missing = pages.indexOf('missing');
  if (missing >= 0) {
    const path = packagePath(scos[missing]!.launchUrl, manifestUrl);
    return { status: 'broken', problem: { kind: 'launchPageMissing', path } };
  }
  return opening;
}

async function readPackage(
  file: string,
  baseUrl: string,
  fetchFile: FetchFile,
): Promise<PackageOpening> {
  const { manifests, launchPage } = locatePackage(file, baseUrl);
  for (const manifestUrl of manifests) {
    let response: Response;
    try {
      response = await fetchFile(manifestUrl, { credentials: 'same-origin' });
    } catch {
      return { status: 'unreachable' };
    }
    if (isMissing(response)) continue;
    if (!response.ok) return { status: 'unreachable' };
    const reading = readManifest(decodeXml(await response.arrayBuffer()), manifestUrl);
    return reading.ok
      ? { status: 'ready', package: reading.package }
      : { status: 'broken', problem: reading.problem };
  }
  if (launchPage) return { status: 'ready', package: launchPagePackage(launchPage) };
  return { status: 'broken', problem: { kind: 'manifestMissing' } };
}

/** Whether a launch page is there: a server that refuses HEAD is taken at its word that it is. */
export async function launchPageState(
  launchUrl: string,
  fetchFile: FetchFile,
): Promise<'present' | 'missing' | 'unreachable'> {
  try {
    const response = await fetchFile(launchUrl, { method: 'HEAD', credentials: 'same-origin' });
    return isMissing(response) ? 'missing' : 'present';
  } catch {
    return 'unreachable';
  }
}

/** The launch page as the package names it: its path from the manifest's folder. */
export function packagePath(launchUrl: string, manifestUrl: string): string {
  const page = new URL(launchUrl);
  const folder = manifestUrl ? new URL('./', manifestUrl).pathname : '/';
  const path = page.pathname.startsWith(folder)
    ? page.pathname.slice(folder.length)
    : page.pathname;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
