// `pnpm chromatic`: publishes the Storybook to Chromatic for teams that have a project token.
// Not needed by any test. Without CHROMATIC_PROJECT_TOKEN it explains itself and stops; with one, it
// builds Storybook and uploads it, under a time limit (Chromatic's cloud is out of reach on
// machines without internet, where it would otherwise hang).
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
