import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const SRC = resolve(import.meta.dirname, '..');
/** The shared client itself, which callEndpoint sends through. */
const CLIENT = resolve(SRC, 'lib/api-client.ts');

/** The app's own source files, tests and test helpers left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the web app’s API calls', () => {
  it('when the source is read, then no file writes an API path or calls the shared client’s methods itself', () => {
    const files = sourceFiles(SRC).filter((file) => file !== CLIENT);
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const found = [
        ...(text.match(/['"`]\/api\/[^'"`]*/g) ?? []),
        ...(text.match(/apiClient\.(get|post|put|patch|delete|request)\b/g) ?? []),
      ];
      return found.map((what) => `${relative(SRC, file)}: ${what}`);
    });
    // Every call goes through callEndpoint over the endpoint table (lib/call-endpoint.ts).
    expect(offenders).toEqual([]);
  });
});
