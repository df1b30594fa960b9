import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype, { type Font } from 'opentype.js';

const require = createRequire(import.meta.url);

let bold: Font | null = null;

/** The headline's face (Inter 800, the file satori draws it with), parsed once. */
function headlineFont(): Font {
  if (!bold) {
    const file = readFileSync(
      require.resolve('@fontsource/inter/files/inter-latin-800-normal.woff'),
    );
    bold = opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
  }
  return bold;
}

export interface FittedHeadline {
  fontSize: number;
  /** The lines as wrapped at that size, each measured within the box's width. */
  lines: string[];
  /** Each line's measured width, in pixels. */
  widths: number[];
}

/**
 * The width of `text` at `size`: each character's advance plus the font's kerning, read glyph by
 * glyph (opentype.js's own text shaping stops at one of Inter's substitution tables).
 */
function widthOf(font: Font, text: string, size: number): number {
  let units = 0;
  let previous: ReturnType<Font['charToGlyph']> | null = null;
  for (const character of text) {
    const glyph = font.charToGlyph(character);
    units += (glyph.advanceWidth ?? 0) + (previous ? font.getKerningValue(previous, glyph) : 0);
    previous = glyph;
  }
  return (units * size) / font.unitsPerEm;
}

/**
 * Words wrapped greedily into lines no wider than `width` at `size`; each paragraph (a list of
 * words) starts a line of its own.
 */
function wrap(font: Font, paragraphs: readonly string[][], size: number, width: number) {
  const lines: string[] = [];
  const widths: number[] = [];
  for (const words of paragraphs) {
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (!line || widthOf(font, candidate, size) <= width) {
        line = candidate;
        continue;
      }
      lines.push(line);
      widths.push(widthOf(font, line, size));
      line = word;
    }
    if (line) {
      lines.push(line);
      widths.push(widthOf(font, line, size));
    }
  }
  return { lines, widths };
}

/** Breakable spaces: a no-break space (U+00A0, U+202F) keeps its words on one line. */
const BREAKS = /[^\S\u00a0\u202f]+/u;

/**
 * The largest size, from `maxSize` down, at which the headline, wrapped at word breaks (never at
 * a no-break space; always at a line break of `text`), fits the box: every line within its width
 * (measured with the font's own advances) and the lines' height within its height. A box too
 * small at the smallest size gets a smaller size still, so nothing is ever clipped.
 */
export function fitHeadline(
  text: string,
  box: { width: number; height: number },
  { maxSize, minSize, lineHeight }: { maxSize: number; minSize: number; lineHeight: number },
): FittedHeadline {
  const font = headlineFont();
  const words = text
    .split('\n')
    .map((paragraph) => paragraph.split(BREAKS).filter(Boolean))
    .filter((paragraph) => paragraph.length > 0);
  for (let size = maxSize; size >= minSize; size = Math.floor(size * 0.92)) {
    const { lines, widths } = wrap(font, words, size, box.width);
    const fitsWidth = widths.every((width) => width <= box.width);
    if (fitsWidth && lines.length * size * lineHeight <= box.height) {
      return { fontSize: size, lines, widths };
    }
  }
  // Below the smallest size only when the box is too small for it: shrink until it fits.
  for (let size = minSize - 1; size > 8; size -= 1) {
    const { lines, widths } = wrap(font, words, size, box.width);
    if (
      widths.every((width) => width <= box.width) &&
      lines.length * size * lineHeight <= box.height
    ) {
      return { fontSize: size, lines, widths };
    }
  }
  const { lines, widths } = wrap(font, words, 8, box.width);
  return { fontSize: 8, lines, widths };
}
