import sharp from 'sharp';
import { ImageRejectedError } from './image-rejected-error.js';
import { processLogo } from './process-logo.js';
import {
  BLUE,
  bmpOf,
  HOSTILE_SVG,
  jpegWithExif,
  meanColour,
  pngOf,
  RED,
  solid,
} from './test-support/images.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function rejectionOf(promise: Promise<unknown>): Promise<ImageRejectedError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ImageRejectedError);
  return error as ImageRejectedError;
}

describe('processing a logo', () => {
  it('when a 3000 px image arrives, then the logo is 1024 px and the thumbnail 256 px on the longer side', async () => {
    const { logo, thumbnail } = await processLogo(await pngOf(3000, 1500, BLUE));
    expect([logo.width, logo.height]).toEqual([1024, 512]);
    expect([thumbnail.width, thumbnail.height]).toEqual([256, 128]);
    const stored = await sharp(logo.bytes).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['png', 1024, 512]);
    expect((await sharp(thumbnail.bytes).metadata()).width).toBe(256);
    expect(await meanColour(logo.bytes)).toEqual(BLUE);
  });

  it('when a small PNG arrives, then it keeps its size and stays a PNG', async () => {
    const { source, logo, thumbnail } = await processLogo(await pngOf(100, 40));
    expect(source.format).toBe('png');
    expect(logo).toMatchObject({ contentType: 'image/png', extension: 'png', width: 100 });
    expect(thumbnail.width).toBe(100);
    expect(logo.bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  });

  it('when a transparent PNG arrives, then its transparency is kept', async () => {
    const { logo } = await processLogo(await pngOf(10, 10, { ...RED, alpha: 0.5 }));
    expect((await sharp(logo.bytes).metadata()).hasAlpha).toBe(true);
  });

  it('when a photo with EXIF arrives, then it becomes an upright WebP with no metadata', async () => {
    const { logo } = await processLogo(await jpegWithExif(300, 100));
    const stored = await sharp(logo.bytes).metadata();
    expect(stored.format).toBe('webp');
    expect(logo.contentType).toBe('image/webp');
    // Orientation 6 turned the 300x100 picture upright: 100 wide, 300 high.
    expect([stored.width, stored.height]).toEqual([100, 300]);
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(logo.bytes.includes('Secret Camera Owner')).toBe(false);
    expect(logo.bytes.includes('SpyCam')).toBe(false);
  });

  it('when an SVG with a script arrives, then it is rasterised to PNG and nothing of its code survives', async () => {
    const { source, logo, thumbnail } = await processLogo(HOSTILE_SVG);
    expect(source.format).toBe('svg');
    expect(logo.contentType).toBe('image/png');
    expect(logo.bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    // 64x32 drawn at the density that makes its longer side 1024 px.
    expect([logo.width, logo.height]).toEqual([1024, 512]);
    for (const image of [logo.bytes, thumbnail.bytes]) {
      for (const word of ['<script', 'alert', 'onload', 'attacker.example', 'passwd', '<svg']) {
        expect(image.includes(word)).toBe(false);
      }
    }
    expect(await meanColour(logo.bytes)).toEqual({ r: 30, g: 64, b: 175 });
  });

  it('when an SVG declares entities, then it is refused as unreadable', async () => {
    const bomb = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><!ENTITY a "b"><rect width="1" height="1"/></svg>',
    );
    expect((await rejectionOf(processLogo(bomb))).reason).toBe('unreadable');
  });

  it('when a BMP arrives, then it is decoded and stored as PNG', async () => {
    const { source, logo } = await processLogo(bmpOf(30, 20, RED));
    expect(source.format).toBe('bmp');
    expect([logo.extension, logo.width, logo.height]).toEqual(['png', 30, 20]);
    expect(await meanColour(logo.bytes)).toEqual(RED);
  });

  it('when a TIFF or a WebP arrives, then it is taken', async () => {
    const tiff = await processLogo(await solid(40, 40).tiff().toBuffer());
    expect(tiff.logo.extension).toBe('png');
    const webp = await processLogo(await solid(40, 40).webp().toBuffer());
    expect(webp.logo.extension).toBe('webp');
  });

  it('when a text file arrives, then it is refused as an unsupported type', async () => {
    const error = await rejectionOf(processLogo(Buffer.from('just text, named logo.png')));
    expect(error.reason).toBe('unsupported_type');
  });

  it('when a PNG is cut short, then it is refused as unreadable', async () => {
    const png = await pngOf(200, 200);
    const error = await rejectionOf(processLogo(png.subarray(0, 60)));
    expect(error.reason).toBe('unreadable');
  });

  it('when an image has more pixels than allowed, then it is refused before decoding', async () => {
    const png = await pngOf(400, 300);
    expect((await rejectionOf(processLogo(png, { maxInputPixels: 100_000 }))).reason).toBe(
      'too_many_pixels',
    );
    const bmp = bmpOf(400, 300);
    expect((await rejectionOf(processLogo(bmp, { maxInputPixels: 100_000 }))).reason).toBe(
      'too_many_pixels',
    );
  });
});
