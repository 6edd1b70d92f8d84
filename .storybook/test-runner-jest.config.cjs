// Jest config of @storybook/test-runner: its defaults, driving Debian's Chromium.
const { getJestConfig } = require('@storybook/test-runner');
const { launchOptions } = require('../.ci/chromium.cjs');

const defaults = getJestConfig();

module.exports = {
  ...defaults,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...defaults.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: launchOptions(),
    },
  },
};
