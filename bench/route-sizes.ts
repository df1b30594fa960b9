/**
 * Prints, for each route of the web app, the size of the JavaScript a first visit to it loads
 * (gzip, which the budget is on, then as built and as the API sends it to a browser accepting
 * brotli: the build's precompressed .br copies, or the file itself where there is none): the entry chunk and its static imports, plus the lazy chunks of the route's layouts and
 * page with their static imports (each file counted once).
 *
 * Builds the web app (and what it depends on), then reads Vite's manifest
 * (apps/web/dist/.vite/manifest.json) and the route table (apps/web/src/app/routes.tsx): every
 * `import('...')` in a route's element, or in the elements of the routes around it, is a chunk that
 * route loads. A visitor opening / or /home gets the landing page's own entry (landing.html, which
 * the API serves there to a browser without the session hint) and only the public texts.
 * Exits with 1 when the landing page is over its budget. `pnpm bench:lighthouse` prints the same
 * table before its Lighthouse figures.
 *
 *   pnpm bench:route-sizes            build, then print
 *   pnpm bench:route-sizes --no-build print from the last build
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { posix, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '..');
const WEB = resolve(ROOT, 'apps/web');
const ROUTES_FILE = 'src/app/routes.tsx';
const MANIFEST_FILE = resolve(WEB, 'dist/.vite/manifest.json');
const LANDING_BUDGET_BYTES = 120 * 1024;
const APP_ENTRY = 'index.html';
const LANDING_ENTRY = 'landing.html';
/** Loaded by the app's entry on every first visit: the locale in use (English counted). */
const APP_LOCALE_MODULES = ['src/i18n/locales/en.public.json', 'src/i18n/locales/en.app.json'];
/**
 * The landing page loads only the public pages' texts before its first render. Its content
 * (src/features/landing/landing-content.tsx, lazy: phones get a notice instead) is not counted:
 * the page is rendered ahead into landing.html and a desktop loads it after the first paint.
 */
const LANDING_LAZY_MODULES = ['src/i18n/locales/en.public.json'];
/** The paths where the API sends a visitor the landing page's own entry. */
const LANDING_PATHS = ['/', '/home'];

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface RouteModules {
  path: string;
  /** Manifest keys (source files) of the lazy modules the route loads. */
  modules: string[];
}

function buildWebApp(): void {
  execFileSync(
    'pnpm',
    ['exec', 'turbo', 'run', 'build', '--filter=@postcraft/web', '--output-logs=errors-only'],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
}

function readProperty(node: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const property of node.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === name) {
      return property.initializer;
    }
  }
  return undefined;
}

/** The specifiers of every `import('...')` inside an expression. */
function findDynamicImports(node: ts.Node): string[] {
  const found: string[] = [];
  const visit = (child: ts.Node) => {
    if (
      ts.isCallExpression(child) &&
      child.expression.kind === ts.SyntaxKind.ImportKeyword &&
      child.arguments[0] &&
      ts.isStringLiteral(child.arguments[0])
    ) {
      found.push(child.arguments[0].text);
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

function toManifestKey(specifier: string): string {
  const base = posix.join(posix.dirname(ROUTES_FILE), specifier);
  for (const extension of ['.tsx', '.ts']) {
    if (existsSync(resolve(WEB, base + extension))) return base + extension;
  }
  throw new Error(`Cannot resolve ${specifier} from ${ROUTES_FILE}`);
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/** Every route that renders a page (routes with children are layouts), with what it loads. */
function readRoutes(): RouteModules[] {
  const source = ts.createSourceFile(
    ROUTES_FILE,
    readFileSync(resolve(WEB, ROUTES_FILE), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const routes: RouteModules[] = [];

  const visitRoute = (route: ts.ObjectLiteralExpression, parentPath: string, loaded: string[]) => {
    const pathNode = readProperty(route, 'path');
    const path =
      pathNode && ts.isStringLiteral(pathNode) ? joinPath(parentPath, pathNode.text) : parentPath;
    const element = readProperty(route, 'element');
    const modules = [...loaded, ...(element ? findDynamicImports(element).map(toManifestKey) : [])];
    const children = readProperty(route, 'children');
    if (children && ts.isArrayLiteralExpression(children)) {
      for (const child of children.elements) {
        if (ts.isObjectLiteralExpression(child)) visitRoute(child, path, modules);
      }
    } else if (element) {
      routes.push({ path: path || '/', modules });
    }
  };

  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      node.name.getText() === 'routes' &&
      node.initializer &&
      ts.isArrayLiteralExpression(node.initializer)
    ) {
      for (const route of node.initializer.elements) {
        if (ts.isObjectLiteralExpression(route)) visitRoute(route, '', []);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return routes;
}

/** The JS files a manifest entry loads: its own and its static imports', recursively. */
function collectFiles(manifest: Manifest, key: string, files: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
  if (files.has(chunk.file)) return;
  if (chunk.file.endsWith('.js')) files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collectFiles(manifest, imported, files);
}

const gzipSizes = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(resolve(WEB, 'dist', file)), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

/** The file as built. */
const rawSize = (file: string) => statSync(resolve(WEB, 'dist', file)).size;
/** What a browser accepting brotli downloads: the precompressed copy, else the file itself. */
function brotliSize(file: string): number {
  const copy = resolve(WEB, 'dist', `${file}.br`);
  return existsSync(copy) ? statSync(copy).size : rawSize(file);
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints the table and the landing page's budget line; false when the landing page is over. */
export function reportRouteSizes({ build }: { build: boolean }): boolean {
  if (build) buildWebApp();
  if (!existsSync(MANIFEST_FILE)) throw new Error(`No Vite manifest at ${MANIFEST_FILE}`);
  const manifest = JSON.parse(readFileSync(MANIFEST_FILE, 'utf8')) as Manifest;

  const total = (files: Set<string>, size: (file: string) => number) =>
    [...files].reduce((sum, file) => sum + size(file), 0);
  const sizeOf = (files: Set<string>) => total(files, gzipSize);
  const sizesOf = (files: Set<string>) => ({
    bytes: sizeOf(files),
    raw: total(files, rawSize),
    brotli: total(files, brotliSize),
  });
  const entryFiles = new Set<string>();
  collectFiles(manifest, APP_ENTRY, entryFiles);
  for (const module of APP_LOCALE_MODULES) collectFiles(manifest, module, entryFiles);
  const landingFiles = new Set<string>();
  collectFiles(manifest, LANDING_ENTRY, landingFiles);
  for (const module of LANDING_LAZY_MODULES) collectFiles(manifest, module, landingFiles);

  const rows = readRoutes().map(({ path, modules }) => {
    if (LANDING_PATHS.includes(path)) {
      return {
        path: `${path} (${LANDING_ENTRY})`,
        ...sizesOf(landingFiles),
        files: landingFiles.size,
      };
    }
    const files = new Set(entryFiles);
    for (const module of modules) collectFiles(manifest, module, files);
    return { path, ...sizesOf(files), files: files.size };
  });

  const width = Math.max(...rows.map((row) => row.path.length));
  console.log(
    `JavaScript loaded by a first visit to each route (gzip -9, English texts; the app's entry ${kilobytes(sizeOf(entryFiles))} in ${entryFiles.size} files):\n`,
  );
  console.log(
    `  ${'route'.padEnd(width)}  ${'gzip -9'.padStart(9)}  ${'as built'.padStart(9)}  ${'brotli'.padStart(9)}`,
  );
  for (const row of rows) {
    console.log(
      `  ${row.path.padEnd(width)}  ${kilobytes(row.bytes).padStart(9)}  ${kilobytes(row.raw).padStart(9)}  ${kilobytes(row.brotli).padStart(9)}  ${String(row.files).padStart(3)} files`,
    );
  }

  const landing = rows.find((row) => row.path.startsWith('/ '));
  if (!landing) throw new Error('The route table has no landing page (/)');
  const isWithinBudget = landing.bytes <= LANDING_BUDGET_BYTES;
  console.log(
    `\nLanding page: ${kilobytes(landing.bytes)} of a ${kilobytes(LANDING_BUDGET_BYTES)} budget ${isWithinBudget ? '(within)' : '(OVER)'}`,
  );
  return isWithinBudget;
}

// Run as a command (not imported by bench/lighthouse).
if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  if (!reportRouteSizes({ build: !process.argv.includes('--no-build') })) process.exitCode = 1;
}
