import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The full path of `name` on PATH, or undefined. */
export function findExecutable(name: string, path = process.env.PATH ?? ''): string | undefined {
  for (const folder of path.split(delimiter).filter(Boolean)) {
    const candidate = join(folder, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  return undefined;
}
