import { decodeBmp } from './bmp.js';
import { ImageRejectedError } from './image-rejected-error.js';
import { bmpOf } from './test-support/images.js';

interface BmpParts {
  width: number;
  height: number;
  bitsPerPixel: number;
  compression?: number;
  headerSize?: number;
  masks?: number[];
  palette?: Array<[number, number, number]>;
  /** Rows top to bottom, each already padded to 4 bytes. */
  rows: Buffer[];
  topDown?: boolean;
}

/** Writes a BMP from its parts, to reach the decoder's less common paths. */
function writeBmp({
  width,
  height,
  bitsPerPixel,
  compression = 0,
  headerSize = 40,
  masks = [],
  palette = [],
  rows,
  topDown = false,
}: BmpParts): Buffer {
  const extraMasks = headerSize === 40 ? masks.length * 4 : 0;
  const paletteStart = 14 + headerSize + extraMasks;
  const dataOffset = paletteStart + palette.length * 4;
  const pixels = Buffer.concat(topDown ? rows : [...rows].reverse());
  const bmp = Buffer.alloc(dataOffset + pixels.length);
  bmp.write('BM', 0, 'latin1');
  bmp.writeUInt32LE(bmp.length, 2);
  bmp.writeUInt32LE(dataOffset, 10);
  bmp.writeUInt32LE(headerSize, 14);
  bmp.writeInt32LE(width, 18);
  bmp.writeInt32LE(topDown ? -height : height, 22);
  bmp.writeUInt16LE(1, 26);
  bmp.writeUInt16LE(bitsPerPixel, 28);
  bmp.writeUInt32LE(compression, 30);
  bmp.writeUInt32LE(palette.length, 46);
  masks.forEach((mask, index) => bmp.writeUInt32LE(mask, 54 + index * 4));
  palette.forEach(([r, g, b], index) => {
    bmp[paletteStart + index * 4] = b;
    bmp[paletteStart + index * 4 + 1] = g;
    bmp[paletteStart + index * 4 + 2] = r;
  });
  pixels.copy(bmp, dataOffset);
  return bmp;
}

const pixelsOf = (image: ReturnType<typeof decodeBmp>) => [...image.data];

describe('decoding BMP', () => {
  it('when a 24-bit bottom-up BMP is decoded, then its rows come out top first', () => {
    const image = decodeBmp(bmpOf(3, 2, { r: 1, g: 2, b: 3 }), 1_000);
    expect(image).toMatchObject({ width: 3, height: 2, channels: 3 });
    expect(pixelsOf(image)).toEqual([1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3]);
  });

  it('when an 8-bit palette BMP is decoded, then each index takes its palette colour', () => {
    const image = decodeBmp(
      writeBmp({
        width: 2,
        height: 2,
        bitsPerPixel: 8,
        palette: [
          [255, 0, 0],
          [0, 255, 0],
        ],
        rows: [Buffer.from([0, 1, 0, 0]), Buffer.from([1, 0, 0, 0])],
      }),
      1_000,
    );
    expect(pixelsOf(image)).toEqual([255, 0, 0, 0, 255, 0, 0, 255, 0, 255, 0, 0]);
  });

  it('when a 1-bit BMP is decoded, then each bit picks one of two colours', () => {
    const image = decodeBmp(
      writeBmp({
        width: 3,
        height: 1,
        bitsPerPixel: 1,
        palette: [
          [0, 0, 0],
          [255, 255, 255],
        ],
        rows: [Buffer.from([0b10100000, 0, 0, 0])],
      }),
      1_000,
    );
    expect(pixelsOf(image)).toEqual([255, 255, 255, 0, 0, 0, 255, 255, 255]);
  });

  it('when a top-down 32-bit BMP with an alpha mask is decoded, then alpha is kept', () => {
    const pixel = Buffer.alloc(4);
    pixel.writeUInt32LE(0x80_10_20_30); // A=0x80 R=0x10 G=0x20 B=0x30
    const image = decodeBmp(
      writeBmp({
        width: 1,
        height: 1,
        bitsPerPixel: 32,
        compression: 3,
        headerSize: 108,
        masks: [0x00ff0000, 0x0000ff00, 0x000000ff, 0xff000000],
        rows: [pixel],
        topDown: true,
      }),
      1_000,
    );
    expect(image.channels).toBe(4);
    expect(pixelsOf(image)).toEqual([0x10, 0x20, 0x30, 0x80]);
  });

  it('when a 16-bit 565 BMP is decoded, then its channels are scaled to 8 bits', () => {
    const row = Buffer.alloc(4);
    row.writeUInt16LE(0b11111_000000_00000);
    row.writeUInt16LE(0b00000_111111_11111, 2);
    const image = decodeBmp(
      writeBmp({
        width: 2,
        height: 1,
        bitsPerPixel: 16,
        compression: 3,
        masks: [0xf800, 0x07e0, 0x001f],
        rows: [row],
      }),
      1_000,
    );
    expect(pixelsOf(image)).toEqual([255, 0, 0, 0, 255, 255]);
  });

  it.each([
    [
      'RLE-compressed',
      writeBmp({ width: 1, height: 1, bitsPerPixel: 8, compression: 1, rows: [Buffer.alloc(4)] }),
    ],
    ['cut short', bmpOf(10, 10).subarray(0, 100)],
    ['not a BMP at all', Buffer.from('BA nothing to see here, move along')],
  ])('when a BMP is %s, then it is refused as unreadable', (_label, bytes) => {
    expect(() => decodeBmp(bytes, 1_000)).toThrow(ImageRejectedError);
    try {
      decodeBmp(bytes, 1_000);
    } catch (error) {
      expect((error as ImageRejectedError).reason).toBe('unreadable');
    }
  });

  it('when a BMP claims more pixels than allowed, then it is refused before allocating them', () => {
    const header = bmpOf(1, 1);
    header.writeInt32LE(100_000, 18);
    header.writeInt32LE(100_000, 22);
    expect(() => decodeBmp(header, 1_000_000)).toThrow(/too_many_pixels/);
  });
});
