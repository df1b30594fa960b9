import { createJestConfig } from '@postcraft/jest-preset';

// Real renders and voices, run at a lower CPU priority than everything else: beside the other
// suites on a 2-core machine one can take minutes.
export default createJestConfig({ extra: { testTimeout: 180_000 } });
