// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import citations from './lint/citations.js';
import studentFolders from './apps/student/lint/folders.js';
import uiFolders from './packages/ui/lint/folders.js';

/** ARCHITECTURE.md's "may import" table; a relative path into another package is refused too. */
const boundaries = {
  'packages/domain': {
    packages: ['@decola/*', 'react', 'react/*', 'react-dom', 'react-dom/*', 'openapi-fetch', 'msw'],
    why: '@decola/domain holds pure rules: no React, no fetch and no package of ours.',
  },
  'packages/ui': {
    packages: [
      '@decola/api-client',
      '@decola/api-client/*',
      '@decola/api-mocks',
      '@decola/api-mocks/*',
      '@decola/student',
      'react-router',
      'react-router-dom',
      '@tanstack/react-query',
      'openapi-fetch',
      'msw',
    ],
    why: '@decola/ui receives data and callbacks as props; it may import only @decola/domain.',
  },
  'packages/api-client': {
    packages: ['@decola/ui', '@decola/domain', '@decola/api-mocks', '@decola/student'],
    why: '@decola/api-client imports nothing of ours.',
  },
  'packages/api-mocks': {
    packages: ['@decola/ui', '@decola/student', 'react', 'react-dom'],
    why: '@decola/api-mocks may import only @decola/api-client (types) and @decola/domain.',
  },
};

const otherPackageFolders = (own) =>
  ['domain', 'ui', 'api-client', 'api-mocks']
    .filter((name) => `packages/${name}` !== own)
    .map((name) => `**/packages/${name}/**`)
    .concat(own === 'apps/student' ? [] : ['**/apps/student/**'])
    .concat([
      '../**/domain/src/**',
      '../**/ui/src/**',
      '../**/api-client/src/**',
      '../**/api-mocks/src/**',
    ]);

const boundaryConfigs = Object.entries(boundaries).map(([folder, { packages, why }]) => ({
  files: [`${folder}/**/*.{ts,tsx,js,mjs}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: packages, message: why },
          {
            group: otherPackageFolders(folder),
            message: 'Import another package by its name, never by path.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.reports/**',
      'docs/api/**',
      '**/mockServiceWorker.js',
      'packages/api-client/src/schema.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs['recommended-latest'].rules,
  },
  ...storybook.configs['flat/recommended'],
  ...boundaryConfigs,
  {
    // ui components never fetch: data arrives as props.
    files: ['packages/ui/src/**/*.{ts,tsx}', 'packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Pass data in as props; calls belong to apps/student.' },
        { name: 'XMLHttpRequest', message: 'Pass data in as props; calls belong to apps/student.' },
      ],
    },
  },
  {
    // An area's shared/ serves that area only; src/storybook/ serves stories only; the
    // package-wide folders (lib/, primitives/, icons/, cards/, forms/) import no area.
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    plugins: { 'ui-folders': uiFolders },
    rules: {
      'ui-folders/no-foreign-shared': 'error',
      'ui-folders/story-only': 'error',
      'ui-folders/base-points-down': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { citations },
    rules: { 'citations/no-issue-citations': 'error' },
  },
  {
    files: ['apps/student/src/**/*.{ts,tsx}'],
    plugins: { 'student-folders': studentFolders },
    rules: { 'student-folders/no-foreign-imports': 'error' },
  },
  {
    // A journey takes `test` from support/test.ts, whose kept browser context spares each journey
    // the download and compile of the app's files (docs/ci.md). The real-backend journeys run
    // under their own config and keep Playwright's.
    files: ['apps/student/e2e/**/*.ts'],
    ignores: ['apps/student/e2e/support/**', 'apps/student/e2e/real-backend/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'default'],
              message: "Import `test` (and `expect`) from the journeys' support/test.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['.ci/**/*.{js,mjs,cjs}', '**/scripts/**/*.{js,mjs}'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
