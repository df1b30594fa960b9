import { createJestConfig } from '@postcraft/jest-preset';

// A first start initialises a PostgreSQL cluster (a few seconds on a loaded machine).
export default createJestConfig({ extra: { testTimeout: 120_000 } });
