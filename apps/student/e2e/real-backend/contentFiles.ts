import type { Page, Route } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const demoFiles = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public/demo');

/** The files a browser reads a part at a time (media elements, PDF.js). */
const RANGED_TYPES: Record<string, string> = {
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.pdf': 'application/pdf',
};

/**
 * A file host answers a `Range` with the part asked for (206), as a real one does: without it the
 * browser cannot seek a media file, only play it from its start. A whole file is Playwright's to
 * send, its type read from its name.
 */
async function fulfillFile(route: Route, file: string) {
  const range = /^bytes=(\d*)-(\d*)$/.exec(route.request().headers().range ?? '');
  if (!range) return route.fulfill({ path: file, headers: { 'Accept-Ranges': 'bytes' } });
  const body = await readFile(file);
  const last = body.length - 1;
  const start = range[1] ? Number(range[1]) : Math.max(0, body.length - Number(range[2]));
  const end = range[1] && range[2] ? Math.min(Number(range[2]), last) : last;
  if (start > last || start > end) {
    return route.fulfill({ status: 416, headers: { 'Content-Range': `bytes */${body.length}` } });
  }
  return route.fulfill({
    status: 206,
    body: body.subarray(start, end + 1),
    contentType: RANGED_TYPES[path.extname(file)] ?? 'application/octet-stream',
    headers: { 'Accept-Ranges': 'bytes', 'Content-Range': `bytes ${start}-${end}/${body.length}` },
  });
}

/**
 * The seed's contents name the demo's files, which a real-backend build leaves out: the backend's
 * file host is stood in for by the same files from disk. The pictures the demo draws in the page
 * (img/) are not files: those stay 404s.
 */
export async function serveContentFiles(page: Page) {
  await page.route(/\/student\/demo\/(?:files|audio|video|scorm)\//, (route) =>
    fulfillFile(
      route,
      path.join(demoFiles, new URL(route.request().url()).pathname.slice('/student/demo/'.length)),
    ),
  );
}
