import { createJestConfig } from '@postcraft/jest-preset';

const config = createJestConfig({
  environment: 'jsdom',
  jsx: true,
  extra: {
    testEnvironment: '<rootDir>/test/jsdom-web-apis.environment.js',
    setupFilesAfterEnv: ['<rootDir>/src/test/setup-tests.ts'],
    // Replaces the preset's mapper, so its ".js" specifier rule is repeated here.
    moduleNameMapper: {
      '^(\\.{1,2}/.*)\\.js$': '$1',
      '\\.css$': '<rootDir>/src/test/style-stub.ts',
    },
  },
});

// Locale files are imported `with { type: 'json' }`; SWC must keep that attribute for jest's
// native ES module loader.
for (const [, options] of Object.values(config.transform)) {
  options.jsc.experimental = { ...options.jsc.experimental, keepImportAttributes: true };
}

export default config;
