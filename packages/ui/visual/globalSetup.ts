import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Where the story tests' pages load axe-core from: the static Storybook the tests are served. */
export const AXE_URL = '/__story-tests__/axe.min.js';

/**
 * Puts axe-core beside the static Storybook, so each visit loads it by URL: the browser then keeps
 * the script and its compiled code in its caches, where an inline copy (650 KB) was parsed again
 * on every one of the suite's visits — about an eighth of the suite's time.
 */
export default function globalSetup() {
  const target = path.resolve(here, '../../../storybook-static', AXE_URL.slice(1));
  mkdirSync(path.dirname(target), { recursive: true });
  copyFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), target);
}
