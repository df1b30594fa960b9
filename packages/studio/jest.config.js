import { createJestConfig } from '@postcraft/jest-preset';

export default createJestConfig();
