import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LOGO_MESSAGES, LOGO_MESSAGES_FR } from '@postcraft/contracts';
import { UserModel } from '@postcraft/data';
import { createLogoRenderer, type LogoRenderer } from '@postcraft/media';
import request from 'supertest';
import {
  createVerifiedUser,
  startAccountTestBed,
  type AccountTestBed,
} from './helpers/account-test-bed.js';
import { PNG_SIGNATURE, pngOf, pngSize } from './helpers/images.js';

/** A plain two-colour SVG logo, 120 x 60. */
const PLAIN_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60" viewBox="0 0 120 60">' +
    '<rect width="120" height="60" fill="#0a7f5a"/><circle cx="60" cy="30" r="20" fill="#fff"/></svg>',
);

/**
 * 16 KB that take far longer than the test's 3-second limit on any machine: one filter of 200
 * chained feGaussianBlur with a large stdDeviation, on a canvas just under the pixel limit
 * (drawn at 1024 px, 50 of them already took 6 s on one core here).
 */
const SLOW_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="7000" height="7000"><defs>' +
    '<filter id="f" x="-50%" y="-50%" width="200%" height="200%">' +
    Array.from(
      { length: 200 },
      (_, index) =>
        `<feGaussianBlur in="${index === 0 ? 'SourceGraphic' : `b${index - 1}`}" stdDeviation="${300 + index}" result="b${index}"/>`,
    ).join('') +
    '</filter></defs><rect width="7000" height="7000" fill="#123456" filter="url(#f)"/></svg>',
);

/** Reads a response body as bytes, whatever its content type. */
const asBuffer = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

async function waitFor(check: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('logos are rasterised in a bounded process of their own', () => {
  let bed: AccountTestBed;
  let user: Awaited<ReturnType<typeof createVerifiedUser>>;
  let userId: string;

  beforeAll(async () => {
    bed = await startAccountTestBed();
    user = await createVerifiedUser(bed);
    userId = (await UserModel.findOne({ email: user.email }).orFail())._id.toString();
  });
  afterAll(() => bed.stop());

  const upload = (app: AccountTestBed['app'], bytes: Buffer, filename: string) =>
    request(app)
      .put('/api/user/updateProfile')
      .set('Authorization', `Bearer ${user.accessToken}`)
      .attach('brandLogo', bytes, { filename });
  const stored = async () => (await UserModel.findById(userId).orFail()).toObject();
  const logoFolder = () => join(bed.config.mediaDir, 'logos', userId);
  const filesOnDisk = () => (existsSync(logoFolder()) ? readdirSync(logoFolder()).sort() : []);

  it('when a plain SVG logo is uploaded, then it is stored and served as a PNG only', async () => {
    const response = await upload(bed.app, PLAIN_SVG, 'logo.svg').expect(200);
    const { brandLogo, brandLogoThumbnail } = response.body.user as Record<string, string>;
    expect(brandLogo).toMatch(/\.png$/);
    expect(brandLogoThumbnail).toMatch(/-thumb\.png$/);
    const logo = await request(bed.app)
      .get(brandLogo!)
      .buffer(true)
      .parse(asBuffer)
      .expect(200)
      .expect('Content-Type', 'image/png');
    const bytes = logo.body as Buffer;
    expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(pngSize(bytes)).toEqual({ width: 1024, height: 512 });
    expect(bytes.includes('<svg')).toBe(false);
    expect(filesOnDisk().every((name) => name.endsWith('.png'))).toBe(true);
  });

  describe('with a crafted SVG', () => {
    let renderer: LogoRenderer;
    let app: AccountTestBed['app'];

    beforeAll(() => {
      // One render at a time and no waiting line, so a second upload meanwhile shows the bound.
      renderer = createLogoRenderer({ timeoutMs: 3000, concurrency: 1, maxWaiting: 0 });
      app = bed.newApp({ logoRenderer: renderer });
    });
    afterAll(() => renderer.close());

    it('when it takes longer than the limit, then 400 says so and nothing changes, and other requests are answered before that refusal', async () => {
      const existing = (await upload(app, pngOf(30, 20), 'logo.png').expect(200)).body.user
        .brandLogo as string;
      const before = await stored();
      const files = filesOnDisk();
      const answered: string[] = [];

      const refusal = upload(app, SLOW_SVG, 'logo.svg').then((response) => {
        answered.push('crafted svg');
        return response;
      });
      await waitFor(() => renderer.activeCount === 1);

      await request(app).get(existing).expect(200).expect('Content-Type', 'image/png');
      answered.push('media');
      await request(app).get('/healthz').expect(200);
      answered.push('healthz');
      // The only render slot is taken and no upload may wait: a second logo is turned away.
      const busy = await upload(app, pngOf(8, 8), 'other.png')
        .set('Accept-Language', 'fr')
        .expect(429);
      answered.push('second logo');
      expect(busy.body).toEqual({ code: 'rate_limited', message: LOGO_MESSAGES_FR.busy });

      const refused = await refusal;
      expect(answered).toEqual(['media', 'healthz', 'second logo', 'crafted svg']);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ code: 'validation_failed', message: LOGO_MESSAGES.tooSlow });
      expect(renderer.activeCount).toBe(0);
      expect(await stored()).toEqual(before);
      expect(filesOnDisk()).toEqual(files);

      // The slot is free again: the next logo goes through.
      await upload(app, PLAIN_SVG, 'logo.svg').expect(200);
    });
  });
});
