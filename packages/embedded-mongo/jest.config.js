import { createJestConfig } from '@postcraft/jest-preset';

// The first test may build FerretDB with Go, which takes about a minute on a fresh machine.
export default createJestConfig({ extra: { testTimeout: 240_000 } });
