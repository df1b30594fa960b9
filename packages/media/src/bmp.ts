import { ImageRejectedError } from './image-rejected-error.js';

/** Decoded pixels, ready for sharp's raw input. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

const BI_RGB = 0;
const BI_BITFIELDS = 3;
const BI_ALPHABITFIELDS = 6;

interface Channel {
  mask: number;
  shift: number;
  max: number;
}

const unreadable = (detail: string) => new ImageRejectedError('unreadable', `BMP: ${detail}`);

function channelOf(mask: number): Channel {
  const m = mask >>> 0;
  if (m === 0) return { mask: 0, shift: 0, max: 0 };
  let shift = 0;
  while (((m >>> shift) & 1) === 0) shift += 1;
  let bits = 0;
  while (((m >>> (shift + bits)) & 1) === 1 && shift + bits < 32) bits += 1;
  return { mask: m, shift, max: 2 ** bits - 1 };
}

const scaled = (value: number, { mask, shift, max }: Channel) =>
  max === 0 ? 0 : Math.round((((value & mask) >>> shift) * 255) / max);

/**
 * Decodes a Windows bitmap (sharp does not read BMP): core, info and V4/V5 headers;
 * 1, 4 and 8 bits with a palette; 16, 24 and 32 bits, with bit-field masks or without;
 * bottom-up or top-down. RLE-compressed and embedded JPEG/PNG bitmaps are refused as
 * unreadable. Pixels beyond `maxPixels` are refused before anything is allocated.
 */
export function decodeBmp(bytes: Uint8Array, maxPixels: number): RawImage {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.length < 26 || buf.toString('latin1', 0, 2) !== 'BM') throw unreadable('no BM header');
  const dataOffset = buf.readUInt32LE(10);
  const headerSize = buf.readUInt32LE(14);

  let width: number;
  let rawHeight: number;
  let bitsPerPixel: number;
  let compression = BI_RGB;
  let colorsUsed = 0;
  let paletteEntrySize = 4;
  let masks: number[] | undefined;

  if (headerSize === 12) {
    width = buf.readUInt16LE(18);
    rawHeight = buf.readInt16LE(20);
    bitsPerPixel = buf.readUInt16LE(24);
    paletteEntrySize = 3;
  } else if (headerSize >= 40 && buf.length >= 14 + headerSize) {
    width = buf.readInt32LE(18);
    rawHeight = buf.readInt32LE(22);
    bitsPerPixel = buf.readUInt16LE(28);
    compression = buf.readUInt32LE(30);
    colorsUsed = buf.readUInt32LE(46);
    if (compression === BI_BITFIELDS || compression === BI_ALPHABITFIELDS) {
      const count = compression === BI_ALPHABITFIELDS || headerSize >= 56 ? 4 : 3;
      // Masks sit inside V2+ headers, or right after a 40-byte info header.
      if (buf.length < 54 + count * 4) throw unreadable('truncated masks');
      masks = Array.from({ length: count }, (_, index) => buf.readUInt32LE(54 + index * 4));
    }
  } else {
    throw unreadable(`unknown header size ${headerSize}`);
  }

  if (compression !== BI_RGB && compression !== BI_BITFIELDS && compression !== BI_ALPHABITFIELDS) {
    throw unreadable(`compression ${compression} is not supported`);
  }
  if (![1, 4, 8, 16, 24, 32].includes(bitsPerPixel)) {
    throw unreadable(`${bitsPerPixel} bits per pixel`);
  }
  const height = Math.abs(rawHeight);
  const topDown = rawHeight < 0;
  if (width <= 0 || height <= 0) throw unreadable('empty image');
  if (width * height > maxPixels) {
    throw new ImageRejectedError('too_many_pixels', `BMP of ${width}x${height}`);
  }

  const stride = Math.floor((bitsPerPixel * width + 31) / 32) * 4;
  if (dataOffset + stride * height > buf.length) throw unreadable('truncated pixel data');

  let palette: Array<[number, number, number]> = [];
  if (bitsPerPixel <= 8) {
    const extraMasks = headerSize === 40 && masks ? masks.length * 4 : 0;
    const paletteStart = 14 + headerSize + extraMasks;
    const entries = Math.min(colorsUsed || 2 ** bitsPerPixel, 2 ** bitsPerPixel);
    const available = Math.floor((dataOffset - paletteStart) / paletteEntrySize);
    palette = Array.from({ length: Math.max(0, Math.min(entries, available)) }, (_, index) => {
      const at = paletteStart + index * paletteEntrySize;
      return [buf[at + 2] ?? 0, buf[at + 1] ?? 0, buf[at] ?? 0] as [number, number, number];
    });
  }

  let red: Channel;
  let green: Channel;
  let blue: Channel;
  let alpha: Channel;
  if (masks) {
    [red, green, blue, alpha] = [0, 1, 2, 3].map((index) => channelOf(masks[index] ?? 0)) as [
      Channel,
      Channel,
      Channel,
      Channel,
    ];
  } else if (bitsPerPixel === 16) {
    [red, green, blue, alpha] = [0x7c00, 0x03e0, 0x001f, 0].map(channelOf) as [
      Channel,
      Channel,
      Channel,
      Channel,
    ];
  } else {
    // 24 and 32 bits without masks: BGR(x); the fourth byte of BI_RGB is unused.
    [red, green, blue, alpha] = [0xff0000, 0x00ff00, 0x0000ff, 0].map(channelOf) as [
      Channel,
      Channel,
      Channel,
      Channel,
    ];
  }
  const channels: 3 | 4 = alpha.max > 0 ? 4 : 3;
  const out = Buffer.alloc(width * height * channels);

  for (let row = 0; row < height; row += 1) {
    const source = dataOffset + (topDown ? row : height - 1 - row) * stride;
    let target = row * width * channels;
    for (let x = 0; x < width; x += 1) {
      let r: number;
      let g: number;
      let b: number;
      let a = 255;
      if (bitsPerPixel <= 8) {
        const bitOffset = x * bitsPerPixel;
        const byte = buf[source + (bitOffset >> 3)] ?? 0;
        const index = (byte >> (8 - bitsPerPixel - (bitOffset & 7))) & (2 ** bitsPerPixel - 1);
        [r, g, b] = palette[index] ?? [0, 0, 0];
      } else {
        const at = source + x * (bitsPerPixel / 8);
        const value =
          bitsPerPixel === 16
            ? buf.readUInt16LE(at)
            : bitsPerPixel === 24
              ? buf.readUIntLE(at, 3)
              : buf.readUInt32LE(at);
        r = scaled(value, red);
        g = scaled(value, green);
        b = scaled(value, blue);
        if (channels === 4) a = scaled(value, alpha);
      }
      out[target] = r;
      out[target + 1] = g;
      out[target + 2] = b;
      if (channels === 4) out[target + 3] = a;
      target += channels;
    }
  }
  return { data: out, width, height, channels };
}
