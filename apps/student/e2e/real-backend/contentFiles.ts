import type { Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const demoFiles = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public/demo');

/**
 * The seed's contents name the demo's files, which a real-backend build leaves out: the backend's
 * file host is stood in for by the same files from disk. The pictures the demo draws in the page
 * (img/) are not files: those stay 404s.
 */
export async function serveContentFiles(page: Page) {
  await page.route(/\/student\/demo\/(?:files|audio|video|scorm)\//, (route) =>
    route.fulfill({
      path: path.join(
        demoFiles,
        new URL(route.request().url()).pathname.slice('/student/demo/'.length),
      ),
    }),
  );
}
