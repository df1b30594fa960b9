const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
const FALLBACK_PALETTE = ['#1f2a44', '#ff6b4a', '#2bb3a3', '#6c4cf5', '#f2b705'];

function normalizeHex(color: string): string | null {
  const match = HEX.exec(color.trim());
  if (!match) return null;
  const hex = match[1]!;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return `#${full.toLowerCase()}`;
}

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/**
 * The lightest of the brand's colours when it is light enough to stand out on a dark box (a
 * video's captions highlight the spoken word with it), else null.
 */
export function lightBrandColour(colors: readonly string[], minLuminance = 0.3): string | null {
  const lightest = colors
    .map(normalizeHex)
    .filter((hex): hex is string => hex !== null)
    .sort((a, b) => luminance(b) - luminance(a))[0];
  return lightest && luminance(lightest) >= minLuminance ? lightest : null;
}

/** Black or white, whichever reads better on `background`. */
export function readableOn(background: string): string {
  return luminance(background) > 0.4 ? '#111111' : '#ffffff';
}

export interface ImagePalette {
  background: string;
  accent: string;
  text: string;
  accentText: string;
}

/**
 * The image's colours from the brand's: the first is the background, the second the accent.
 * Missing or unreadable colours come from a fixed palette picked by the seed.
 */
export function paletteOf(colors: readonly string[], seed: number): ImagePalette {
  const valid = colors.map(normalizeHex).filter((color): color is string => color !== null);
  const background = valid[0] ?? FALLBACK_PALETTE[seed % FALLBACK_PALETTE.length]!;
  const accent =
    valid.find((color) => color !== background) ??
    FALLBACK_PALETTE.find((color) => color !== background)!;
  return {
    background,
    accent,
    text: readableOn(background),
    accentText: readableOn(accent),
  };
}
