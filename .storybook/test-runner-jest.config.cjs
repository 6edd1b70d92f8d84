// Jest config of @storybook/test-runner: its defaults, driving Debian's Chromium.
const { getJestConfig } = require('@storybook/test-runner');
const { launchOptions } = require('../.ci/chromium.cjs');

const defaults = getJestConfig();

module.exports = {
  ...defaults,
  // A story tagged `templates` is played and checked four times, once per brand (test-runner.ts):
  // 15 s, the runner's default, is a single play's budget on a busy machine.
  testTimeout: 60_000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...defaults.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: launchOptions(),
    },
  },
};
