import type { CaptionLine } from './caption-lines.js';

export interface AssCaptionStyle {
  width: number;
  height: number;
  /** The spoken word's colour, as #rrggbb (the brand's). */
  highlight: string;
  /** Distance from the bottom edge kept clear of the platform's own buttons and text. */
  bottomMargin: number;
}

/** ASS colours are &HBBGGRR& (alpha first when given). */
const assColour = (hex: string) => {
  const value = hex.replace('#', '').padEnd(6, '0');
  return `&H00${value.slice(4, 6)}${value.slice(2, 4)}${value.slice(0, 2)}&`.toUpperCase();
};

const assTime = (seconds: number) => {
  const centis = Math.max(0, Math.round(seconds * 100));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${Math.floor(centis / 360_000)}:${pad(Math.floor(centis / 6000) % 60)}:${pad(
    Math.floor(centis / 100) % 60,
  )}.${pad(centis % 100)}`;
};

/** Text is shown as written: ASS's own braces and backslashes are taken out. */
const assText = (text: string) => text.replace(/[{}\\]/gu, '');

/**
 * The captions as an ASS script for libass: white bold words on one dark box per line (libass's
 * BorderStyle 4: a box per word would darken where neighbours overlap), legible on any scene,
 * low in the frame above the platform's overlay, the word being spoken in the highlight colour.
 * Each word is one event (its line, with that word coloured) from its start to the next word's
 * start, so the line never flickers between words.
 */
export function assCaptionsOf(lines: readonly CaptionLine[], style: AssCaptionStyle): string {
  const fontSize = Math.round(style.width * 0.075);
  const side = Math.round(style.width * 0.08);
  const header = `[Script Info]
ScriptType: v4.00+
PlayResX: ${style.width}
PlayResY: ${style.height}
WrapStyle: 0
ScaledBorderAndShadow: yes

[V4+ Styles]
Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding
Style: Caption,DejaVu Sans,${fontSize},&H00FFFFFF&,&H00FFFFFF&,&H00000000&,&H26000000&,-1,0,0,0,100,100,0,0,4,${Math.round(fontSize * 0.18)},0,2,${side},${side},${style.bottomMargin},1

[Events]
Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
`;
  const highlight = assColour(style.highlight);
  const events = lines.flatMap((line, lineIndex) => {
    const next = lines[lineIndex + 1];
    return line.words.map((word, index) => {
      const until =
        line.words[index + 1]?.start ??
        (next ? Math.min(next.start, line.end + 0.6) : line.end + 0.6);
      const text = line.words
        .map((each, at) =>
          at === index
            ? `{\\c${highlight}}${assText(each.text)}{\\c&H00FFFFFF&}`
            : assText(each.text),
        )
        .join(' ');
      return `Dialogue: 0,${assTime(word.start)},${assTime(until)},Caption,,0,0,0,,${text}`;
    });
  });
  return `${header}${events.join('\n')}\n`;
}
