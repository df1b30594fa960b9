import { resolveDataDir } from '@postcraft/runtime-config';

export { ROOT } from './build-first.js';
export const DATA_DIR = resolveDataDir(process.env.DATA_DIR || undefined);
export const PNPM = process.env.npm_execpath?.includes('pnpm') ? process.env.npm_execpath : 'pnpm';
