import sharp from 'sharp';

/** Test images made on the spot with sharp (and a tiny BMP writer, since sharp writes none). */

export const RED = { r: 220, g: 30, b: 40 };
export const BLUE = { r: 20, g: 60, b: 200 };

type Colour = { r: number; g: number; b: number; alpha?: number };

export function solid(width: number, height: number, colour: Colour = RED) {
  return sharp({
    create: { width, height, channels: colour.alpha === undefined ? 3 : 4, background: colour },
  });
}

export const pngOf = (width: number, height: number, colour?: Colour) =>
  solid(width, height, colour).png().toBuffer();

export const jpegOf = (width: number, height: number, colour?: Colour) =>
  solid(width, height, colour).jpeg().toBuffer();

/** A JPEG carrying EXIF: a copyright line, a camera and an orientation of 6 (turn right). */
export const jpegWithExif = (width: number, height: number) =>
  solid(width, height)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Copyright: 'Secret Camera Owner', Make: 'SpyCam' } })
    .toBuffer();

/** An uncompressed 24-bit bottom-up BMP of one colour, as Paint writes it. */
export function bmpOf(width: number, height: number, { r, g, b }: Colour = RED): Buffer {
  const stride = Math.ceil((width * 3) / 4) * 4;
  const size = 54 + stride * height;
  const bmp = Buffer.alloc(size);
  bmp.write('BM', 0, 'latin1');
  bmp.writeUInt32LE(size, 2);
  bmp.writeUInt32LE(54, 10);
  bmp.writeUInt32LE(40, 14);
  bmp.writeInt32LE(width, 18);
  bmp.writeInt32LE(height, 22);
  bmp.writeUInt16LE(1, 26);
  bmp.writeUInt16LE(24, 28);
  bmp.writeUInt32LE(stride * height, 34);
  for (let row = 0; row < height; row += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = 54 + row * stride + x * 3;
      bmp[at] = b;
      bmp[at + 1] = g;
      bmp[at + 2] = r;
    }
  }
  return bmp;
}

/** An SVG with a script, an event handler and an external reference. */
export const HOSTILE_SVG = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<!-- exported by an editor -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="64" height="32" viewBox="0 0 64 32" onload="alert('svg-onload')">
  <script type="text/javascript">alert('svg-script')</script>
  <rect width="64" height="32" fill="#1e40af"/>
  <image href="http://attacker.example/track.png" width="10" height="10"/>
  <image xlink:href="file:///etc/passwd" width="10" height="10"/>
</svg>`);

/** The average colour of an image. */
export async function meanColour(bytes: Buffer): Promise<{ r: number; g: number; b: number }> {
  const { channels } = await sharp(bytes).stats();
  const [r, g, b] = channels.map((channel) => Math.round(channel.mean));
  return { r: r ?? 0, g: g ?? 0, b: b ?? 0 };
}
