/** The mark a Free plan's video carries: the product's name. */
export const WATERMARK_TEXT = 'Made with Postcraft';

/**
 * The watermark as a drawtext filter, drawn in the render's own pass: white text on a
 * translucent dark tag (legible on a white slide and on a dark photo alike), small, at the top
 * right, scaled to the frame. On a landscape or square frame it sits in the row of the cover's
 * brand tag. On a vertical frame it ends where the photo cover's headline starts (about 8 % of
 * the height; the headline spans the width there), below the status bar, and far above the
 * platforms' side buttons (from halfway down) and the captions (at the foot). The font is
 * DejaVu Sans, found by fontconfig as libass finds the captions' font. Another text may be
 * given (a clip's mark); it is drawn as written (no `%{…}` expansion, its `:` and `\` escaped,
 * a straight quote drawn as a typographic one).
 */
export function watermarkFilterOf(
  width: number,
  height: number,
  text: string = WATERMARK_TEXT,
): string {
  const short = Math.min(width, height);
  const fontSize = Math.round(short * 0.024);
  const padding = Math.round(fontSize * 0.4);
  const right = Math.round(short * 0.05) + padding;
  // drawtext's `th` is the text's own height; the tag spans it and the padding either side.
  const y =
    height > width
      ? `${Math.round(height * 0.077) - padding}-th`
      : String(Math.round(short * 0.05) + padding);
  return [
    `drawtext=font='DejaVu Sans'`,
    `text='${text.replace(/'/gu, '\u2019').replace(/[\\:]/gu, '\\$&')}'`,
    'expansion=none',
    `fontsize=${fontSize}`,
    'fontcolor=white@0.85',
    'box=1',
    'boxcolor=black@0.4',
    `boxborderw=${padding}`,
    `x=w-tw-${right}`,
    `y=${y}`,
  ].join(':');
}
