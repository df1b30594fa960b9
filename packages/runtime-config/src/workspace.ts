import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The monorepo's root (the folder holding pnpm-workspace.yaml), or `start` when there is none. */
export function findWorkspaceRoot(start = process.cwd()): string {
  let folder = resolve(start);
  for (;;) {
    if (existsSync(join(folder, 'pnpm-workspace.yaml'))) return folder;
    const parent = dirname(folder);
    if (parent === folder) return resolve(start);
    folder = parent;
  }
}

/** DATA_DIR as an absolute path; relative values are taken from the workspace root. */
export function resolveDataDir(dataDir: string | undefined): string {
  return resolve(findWorkspaceRoot(), dataDir ?? '.data');
}
