import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font } from 'satori';

const require = createRequire(import.meta.url);

/** Inter from @fontsource, as WOFF (satori reads TTF, OTF and WOFF, not WOFF2). */
const FONT_FILES = [
  { subset: 'latin', weight: 400 },
  { subset: 'latin', weight: 800 },
  { subset: 'latin-ext', weight: 400 },
  { subset: 'latin-ext', weight: 800 },
  { subset: 'cyrillic', weight: 800 },
  { subset: 'greek', weight: 800 },
] as const;

export const FONT_FAMILY = 'Inter';

let fonts: Font[] | null = null;

/**
 * The bundled fonts, read once. The same array is handed to every render, which lets satori
 * keep its parsed fonts between renders.
 */
export function bundledFonts(): Font[] {
  fonts ??= FONT_FILES.map(({ subset, weight }) => ({
    name: FONT_FAMILY,
    data: readFileSync(
      require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`),
    ),
    weight,
    style: 'normal',
  }));
  return fonts;
}
