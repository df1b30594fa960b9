import { createJestConfig } from '@postcraft/jest-preset';

export default createJestConfig({
  extra: {
    globalSetup: '@postcraft/test-database/global-setup',
    globalTeardown: '@postcraft/test-database/global-teardown',
    testTimeout: 60_000,
  },
});
