// `pnpm chromatic`, needed by no test: without CHROMATIC_PROJECT_TOKEN it explains itself and
// stops; the upload has a time limit, as Chromatic's cloud is out of reach without internet.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'CHROMATIC_PROJECT_TOKEN is not set: nothing to publish. Offline visual tests: pnpm test:stories.',
  );
  process.exit(1);
}

const result = spawnSync(
  'timeout',
  [
    '600',
    'pnpm',
    'exec',
    'chromatic',
    '--build-script-name',
    'build-storybook',
    '--exit-zero-on-changes',
    '--only-changed',
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
