// One jest configuration for every package: TypeScript through SWC, native ES modules
// (jest runs with --experimental-vm-modules), and NodeNext-style ".js" import specifiers
// mapped back to their ".ts" sources.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * @param {{ environment?: 'node' | 'jsdom', jsx?: boolean, extra?: Record<string, unknown> }} options
 */
export function createJestConfig({ environment = 'node', jsx = false, extra = {} } = {}) {
  return {
    testEnvironment: environment === 'jsdom' ? require.resolve('jest-environment-jsdom') : 'node',
    extensionsToTreatAsEsm: jsx ? ['.ts', '.tsx'] : ['.ts'],
    moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: jsx },
            target: 'es2022',
            transform: jsx ? { react: { runtime: 'automatic' } } : undefined,
          },
          module: { type: 'es6' },
        },
      ],
    },
    testTimeout: 30_000,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    ...extra,
  };
}
