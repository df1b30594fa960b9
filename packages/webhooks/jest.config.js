import { createJestConfig } from '@postcraft/jest-preset';

export default createJestConfig({ extra: { testTimeout: 30_000 } });
