import sharp from 'sharp';
import { detectImageType, looksLikeSvg } from './detect-image-type.js';
import { bmpOf, HOSTILE_SVG, jpegOf, pngOf, solid } from './test-support/images.js';

describe('detecting the image type from the bytes', () => {
  it.each([
    ['a JPEG', () => jpegOf(8, 8), 'jpeg', 'image/jpeg'],
    ['a PNG', () => pngOf(8, 8), 'png', 'image/png'],
    ['a WebP', () => solid(8, 8).webp().toBuffer(), 'webp', 'image/webp'],
    ['a TIFF', () => solid(8, 8).tiff().toBuffer(), 'tiff', 'image/tiff'],
    ['a BMP', async () => bmpOf(8, 8), 'bmp', 'image/bmp'],
    ['an SVG', async () => HOSTILE_SVG, 'svg', 'image/svg+xml'],
  ])('when the bytes are %s, then that format is detected', async (_label, make, format, mime) => {
    expect(await detectImageType(await make())).toEqual({ format, mime });
  });

  it('when a PNG is named .jpg, then it is still a PNG: the name plays no part', async () => {
    // The detector only ever sees bytes; a renamed file is the same bytes.
    const renamed = { name: 'holiday.jpg', bytes: await pngOf(4, 4) };
    expect((await detectImageType(renamed.bytes))?.format).toBe('png');
  });

  it.each([
    ['a text file (named .png by its sender)', Buffer.from('hello, I am not a picture\n')],
    ['an empty file', Buffer.alloc(0)],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n')],
    ['an HTML page', Buffer.from('<!doctype html><html><body><svg></svg></body></html>')],
    ['XML that is not SVG', Buffer.from('<?xml version="1.0"?><note><svg/></note>')],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
  ])('when the bytes are %s, then nothing is detected', async (_label, bytes) => {
    expect(await detectImageType(bytes)).toBeNull();
  });

  it('when an SVG has a BOM, a doctype and comments before its root, then it is an SVG', () => {
    const svg = `\uFEFF<?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<!-- a -->\n<svg width="1" height="1"/>`;
    expect(looksLikeSvg(Buffer.from(svg))).toBe(true);
  });

  it('when an SVG doctype declares entities, then it is not taken (XML bomb)', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg>&a;</svg>`;
    expect(looksLikeSvg(Buffer.from(bomb))).toBe(false);
  });

  it('when sharp reads back what the detector accepted, then the two agree', async () => {
    const webp = await solid(8, 8).webp().toBuffer();
    expect((await sharp(webp).metadata()).format).toBe('webp');
  });
});
