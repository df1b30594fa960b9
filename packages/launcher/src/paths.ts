import { join } from 'node:path';
import { findWorkspaceRoot, resolveDataDir } from '@postcraft/runtime-config';

export const ROOT = findWorkspaceRoot();
export const DATA_DIR = resolveDataDir(process.env.DATA_DIR || undefined);
export const TURBO = join(ROOT, 'node_modules', '.bin', 'turbo');
export const PNPM = process.env.npm_execpath?.includes('pnpm') ? process.env.npm_execpath : 'pnpm';
