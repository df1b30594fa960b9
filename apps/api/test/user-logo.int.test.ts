import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { UpdateProfileResponseSchema, UserSchema } from '@postcraft/contracts';
import { UserModel } from '@postcraft/data';
import { createLogger } from '@postcraft/logger';
import { createLogoRenderer, LocalDiskStorage, type MediaStorage } from '@postcraft/media';
import request from 'supertest';
import { prepareLogo } from '../src/modules/user/logo.service.js';
import { updateProfile } from '../src/modules/user/update-profile.service.js';
import {
  createVerifiedUser,
  CSRF,
  startAccountTestBed,
  type AccountTestBed,
} from './helpers/account-test-bed.js';
import { bmpOf, HOSTILE_SVG, PNG_SIGNATURE, pngOf, pngSize } from './helpers/images.js';

const UNSUPPORTED = 'The logo must be a JPEG, PNG, WebP, SVG, TIFF or BMP image.';

/** Reads a response body as bytes, whatever its content type. */
const asBuffer = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe('logo upload on PUT /api/user/updateProfile (multipart/form-data)', () => {
  let bed: AccountTestBed;
  let user: Awaited<ReturnType<typeof createVerifiedUser>>;
  let userId: string;

  beforeAll(async () => {
    bed = await startAccountTestBed();
    user = await createVerifiedUser(bed);
    userId = (await UserModel.findOne({ email: user.email }).orFail())._id.toString();
  });
  afterAll(() => bed.stop());

  const form = (app: AccountTestBed['app'] = bed.app) =>
    request(app).put('/api/user/updateProfile').set('Authorization', `Bearer ${user.accessToken}`);
  const stored = async () => (await UserModel.findById(userId).orFail()).toObject();
  const logoFolder = () => join(bed.config.mediaDir, 'logos', userId);
  const filesOnDisk = () => (existsSync(logoFolder()) ? readdirSync(logoFolder()).sort() : []);
  const fetchMedia = (url: string) => request(bed.app).get(url).buffer(true).parse(asBuffer);

  /** Asserts that a failed upload left the user and the media folder as they were. */
  async function expectNothingChanged(before: Awaited<ReturnType<typeof stored>>, files: string[]) {
    expect(await stored()).toEqual(before);
    expect(filesOnDisk()).toEqual(files);
  }

  it('when a PNG is sent with other fields, then the logo is stored, served back at user.brandLogo and the fields are saved', async () => {
    const response = await form()
      .field('firstName', 'Logo')
      .field('brandKeywords', '  Bold and kind  ')
      .attach('brandLogo', pngOf(300, 150), { filename: 'logo.png', contentType: 'image/png' })
      .expect(200);

    const body = UpdateProfileResponseSchema.parse(response.body);
    expect(body.message).toBe('Profile updated successfully!');
    const answer = UserSchema.strict().parse(body.user);
    expect(answer.firstName).toBe('Logo');
    expect(answer.brandKeywords).toBe('Bold and kind');
    expect(answer.brandLogo).toMatch(new RegExp(`^/media/logos/${userId}/[\\w-]+\\.png$`));
    expect(answer.brandLogoThumbnail).toMatch(
      new RegExp(`^/media/logos/${userId}/[\\w-]+-thumb\\.png$`),
    );

    const logo = await fetchMedia(answer.brandLogo!).expect(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.headers['cache-control']).toContain('immutable');
    expect(pngSize(logo.body as Buffer)).toEqual({ width: 300, height: 150 });
    const head = await request(bed.app).head(answer.brandLogo!).expect(200);
    expect(head.headers['content-length']).toBe(String((logo.body as Buffer).length));
    const thumbnail = await fetchMedia(answer.brandLogoThumbnail!).expect(200);
    expect(pngSize(thumbnail.body as Buffer)).toEqual({ width: 256, height: 128 });

    const me = await request(bed.app)
      .get('/api/user/me')
      .set('Authorization', `Bearer ${user.accessToken}`)
      .expect(200);
    expect(me.body.data.user.brandLogo).toBe(answer.brandLogo);
    expect(me.body.data.user.brandLogoThumbnail).toBe(answer.brandLogoThumbnail);
  });

  it('when a large image is sent, then the stored logo is at most 1024 px on its longer side', async () => {
    const response = await form().attach('brandLogo', pngOf(2400, 1200), 'big.png').expect(200);
    const logo = await fetchMedia(response.body.user.brandLogo).expect(200);
    expect(pngSize(logo.body as Buffer)).toEqual({ width: 1024, height: 512 });
  });

  it('when a logo replaces another, then the old files are deleted and no longer served', async () => {
    const first = (await form().attach('brandLogo', pngOf(10, 10), 'a.png').expect(200)).body.user;
    const second = (await form().attach('brandLogo', pngOf(20, 20), 'b.png').expect(200)).body.user;
    expect(second.brandLogo).not.toBe(first.brandLogo);

    await request(bed.app).get(first.brandLogo).expect(404);
    await request(bed.app).get(first.brandLogoThumbnail).expect(404);
    await fetchMedia(second.brandLogo).expect(200);
    // The new logo and its thumbnail are all that is left.
    expect(filesOnDisk()).toEqual(
      [second.brandLogo, second.brandLogoThumbnail]
        .map((url: string) => url.split('/').pop())
        .sort(),
    );
  });

  it('when several files are sent, then only the first is used and the request succeeds', async () => {
    const response = await form()
      .attach('brandLogo', pngOf(40, 20), 'first.png')
      .attach('brandLogo', pngOf(20, 40), 'second.png')
      .attach('logo', pngOf(30, 30), 'third.png')
      .expect(200);
    const logo = await fetchMedia(response.body.user.brandLogo).expect(200);
    expect(pngSize(logo.body as Buffer)).toEqual({ width: 40, height: 20 });
    expect(filesOnDisk()).toHaveLength(2);
  });

  it('when the file comes in the `logo` field, then it is taken as well', async () => {
    const response = await form().attach('logo', bmpOf(12, 6), 'logo.bmp').expect(200);
    expect(response.body.user.brandLogo).toMatch(/\.png$/);
    const logo = await fetchMedia(response.body.user.brandLogo).expect(200);
    expect(pngSize(logo.body as Buffer)).toEqual({ width: 12, height: 6 });
  });

  it('when an SVG with a script is sent, then it is stored as a PNG and no script survives', async () => {
    const response = await form()
      .attach('brandLogo', HOSTILE_SVG, { filename: 'logo.svg', contentType: 'image/svg+xml' })
      .expect(200);
    const url: string = response.body.user.brandLogo;
    expect(url).toMatch(/\.png$/);
    const logo = await fetchMedia(url).expect(200);
    expect(logo.headers['content-type']).toBe('image/png');
    const bytes = logo.body as Buffer;
    expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(pngSize(bytes)).toEqual({ width: 1024, height: 512 });
    for (const word of ['<script', 'document.cookie', 'onload', 'attacker.example', '<svg']) {
      expect(bytes.includes(word)).toBe(false);
    }
  });

  it('when a text file is named .png and claims image/png, then 400 and nothing changes', async () => {
    const before = await stored();
    const files = filesOnDisk();
    const response = await form()
      .field('firstName', 'Renamed')
      .attach('brandLogo', Buffer.from('I am plain text, honestly.\n'), {
        filename: 'logo.png',
        contentType: 'image/png',
      })
      .expect(400);
    expect(response.body).toEqual({ message: UNSUPPORTED, code: 'validation_failed' });
    await expectNothingChanged(before, files);
  });

  it('when a PNG is cut short, then 400 says it cannot be read and nothing changes', async () => {
    const before = await stored();
    const files = filesOnDisk();
    const response = await form()
      .attach('brandLogo', pngOf(200, 200).subarray(0, 50), 'broken.png')
      .expect(400);
    expect(response.body.message).toBe(
      'The logo could not be read as an image. Please try another file.',
    );
    await expectNothingChanged(before, files);
  });

  it('when the logo is over the configured limit, then 413 names the limit and nothing changes', async () => {
    const small = bed.newApp({ config: { logoMaxBytes: 10 * 1024 } });
    const before = await stored();
    const files = filesOnDisk();
    const response = await form(small)
      .field('firstName', 'Oversized')
      .attach('brandLogo', Buffer.alloc(10 * 1024 + 1, 7), 'big.png')
      .expect(413);
    expect(response.body).toEqual({
      message: 'The logo is larger than 10 KB.',
      code: 'payload_too_large',
    });
    await expectNothingChanged(before, files);

    // Exactly at the limit is fine (the size is checked, then the bytes).
    await form(small)
      .attach('brandLogo', Buffer.alloc(10 * 1024, 7), 'limit.png')
      .expect(400);
  });

  it('when a real upload is over 50 MB, then 413 "The logo is larger than 50 MB." and nothing changes', async () => {
    const before = await stored();
    const files = filesOnDisk();
    // A PNG first (the type is checked first, from the first bytes), then more than the limit.
    const huge = Buffer.concat([pngOf(8, 8), Buffer.alloc(50 * 1024 * 1024 + 1)]);
    const response = await form().attach('brandLogo', huge, 'huge.png').expect(413);
    expect(response.body).toEqual({
      message: 'The logo is larger than 50 MB.',
      code: 'payload_too_large',
    });
    await expectNothingChanged(before, files);
  });

  it('when brandColors and the other structured fields arrive as JSON strings, then they are parsed and saved', async () => {
    const response = await form()
      .field('brandColors', JSON.stringify(['#112233', '#A1B2C3']))
      .field('contentGoals', JSON.stringify(['educate_share_knowledge']))
      .field('niche', JSON.stringify({ type: 'travel', icon: 'Plane', description: 'Trips' }))
      .field('voiceTone', JSON.stringify({ label: 'chill', icon: 'Coffee' }))
      .field('preferredContentTypes', JSON.stringify([{ type: 'carousels', icon: 'Layers' }]))
      .field('autopilotSettings', JSON.stringify({ postingFrequency: 21 }))
      .field('firstTimeLogged', 'false')
      .attach('brandLogo', pngOf(8, 8), 'logo.png')
      .expect(200);
    expect(response.body.user).toMatchObject({
      brandColors: ['#112233', '#A1B2C3'],
      contentGoals: ['educate_share_knowledge'],
      niche: { type: 'travel', icon: 'Plane', description: 'Trips' },
      voiceTone: { label: 'chill', icon: 'Coffee' },
      preferredContentTypes: [{ type: 'carousels', icon: 'Layers' }],
      autopilotSettings: { postingFrequency: 21 },
      firstTimeLogged: false,
    });
    expect((await stored()).brandColors).toEqual(['#112233', '#A1B2C3']);
  });

  it('when a form has no file, then its fields are saved alone and the logo stays', async () => {
    const logoBefore = (await stored()).brandLogo;
    const response = await form().field('lastName', 'Form-only').expect(200);
    expect(response.body.user).toMatchObject({ lastName: 'Form-only', brandLogo: logoBefore });
  });

  it.each([
    [
      'bad JSON in brandColors',
      'brandColors',
      '[#112233',
      /brandColors must be sent as a JSON string/,
    ],
    ['a JSON colour that is not hex', 'brandColors', '["red"]', /hex codes/],
    ['a boolean that is not JSON', 'firstTimeLogged', 'nope', /firstTimeLogged/],
    ['a frequency of 51', 'autopilotSettings', '{"postingFrequency":51}', /Posting frequency/],
    ['an unknown field', 'isAdmin', 'true', /isAdmin/],
    ['an empty first name', 'firstName', '', /Please fill in all required fields\./],
    ['a logo URL instead of a file', 'brandLogo', '"https://example.com/x.png"', /brandLogo/],
  ])(
    'when the form has %s, then 400 and nothing changes (not even the logo)',
    async (_label, name, value, message) => {
      const before = await stored();
      const files = filesOnDisk();
      const response = await form()
        .field(name, value)
        .attach('brandLogo', pngOf(16, 16), 'logo.png')
        .expect(400);
      expect(response.body.code).toBe('validation_failed');
      expect(response.body.message).toMatch(message);
      await expectNothingChanged(before, files);
    },
  );

  it('when a file comes in another field, then 400 says where the logo goes', async () => {
    const response = await form().attach('avatar', pngOf(8, 8), 'me.png').expect(400);
    expect(response.body.message).toBe('Send the logo in the brandLogo field.');
  });

  it('when field names are nested, then 400 and nothing changes', async () => {
    const before = await stored();
    await form().field('autopilotSettings[enabled]', 'true').expect(400);
    expect(await stored()).toEqual(before);
  });

  it('when the logo is removed with JSON { brandLogo: null }, then the user has none and its files are deleted', async () => {
    const { brandLogo, brandLogoThumbnail } = await stored();
    expect(brandLogo).not.toBeNull();
    const response = await form().send({ brandLogo: null }).expect(200);
    expect(response.body.user).toMatchObject({ brandLogo: null, brandLogoThumbnail: null });
    await request(bed.app).get(brandLogo!).expect(404);
    await request(bed.app).get(brandLogoThumbnail!).expect(404);
    expect(filesOnDisk()).toEqual([]);
  });

  it('when a form sends a file and brandLogo null together, then 400', async () => {
    const response = await form()
      .field('brandLogo', 'null')
      .attach('brandLogo', pngOf(8, 8), 'logo.png')
      .expect(400);
    expect(response.body.message).toBe('Send either a new logo or brandLogo: null, not both.');
  });

  it('when a browser sends the form with its cookie but without the CSRF header, then 403', async () => {
    const browser = request.agent(bed.app);
    await browser
      .post('/api/user/login')
      .set(CSRF)
      .send({ email: user.email, password: user.password })
      .expect(200);
    await browser
      .put('/api/user/updateProfile')
      .attach('brandLogo', pngOf(8, 8), 'logo.png')
      .expect(403);
    const ok = await browser
      .put('/api/user/updateProfile')
      .set(CSRF)
      .attach('brandLogo', pngOf(8, 8), 'logo.png')
      .expect(200);
    expect(ok.body.user.brandLogo).toMatch(/\.png$/);
  });

  it('when the multipart body is cut off or malformed, then 400 and nothing changes', async () => {
    const before = await stored();
    const response = await form()
      .set('Content-Type', 'multipart/form-data; boundary=----cut')
      .send('------cut\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nHalf')
      .expect(400);
    expect(response.body).toEqual({
      message: 'The form could not be read. Please try again.',
      code: 'malformed_body',
    });
    await form().set('Content-Type', 'multipart/form-data').send('no boundary').expect(400);
    expect(await stored()).toEqual(before);
  });

  it('when nobody is logged in, then 401 and nothing is stored', async () => {
    const files = filesOnDisk();
    await request(bed.app)
      .put('/api/user/updateProfile')
      .attach('brandLogo', pngOf(8, 8), 'logo.png')
      .expect(401);
    expect(filesOnDisk()).toEqual(files);
  });

  it('when the account disappears while its new logo is being stored, then the new files are deleted again', async () => {
    const gone = await createVerifiedUser(bed);
    const goneId = (await UserModel.findOne({ email: gone.email }).orFail())._id.toString();
    const disk = new LocalDiskStorage({ rootDir: bed.config.mediaDir });
    const storage: MediaStorage = {
      put: async (key, bytes, contentType) => {
        const stored = await disk.put(key, bytes, contentType);
        await UserModel.deleteOne({ _id: goneId });
        return stored;
      },
      delete: (key) => disk.delete(key),
      read: (key) => disk.read(key),
      urlOf: (key) => disk.urlOf(key),
      list: (prefix) => disk.list(prefix),
    };
    const renderer = createLogoRenderer({ timeoutMs: 30_000, concurrency: 1, maxWaiting: 0 });
    const logo = await prepareLogo(renderer, pngOf(8, 8), 1_000_000);
    await expect(
      updateProfile(
        { storage, logger: createLogger('silent', 'test'), billingEnabled: true },
        goneId,
        {},
        logo,
      ),
    ).rejects.toMatchObject({ status: 401 });
    const folder = join(bed.config.mediaDir, 'logos', goneId);
    expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);
  });

  describe('GET /media/*', () => {
    it.each([
      '/media/..%2F..%2Fsecrets.json',
      '/media/logos/%2e%2e/%2e%2e/secrets.json',
      '/media/logos/x.svg',
      '/media/logos/nothing-here.png',
      '/media/',
    ])(
      'when %s is asked for, then 404 and nothing outside the media folder is read',
      async (path) => {
        const response = await request(bed.app).get(path).expect(404);
        expect(response.body.code).toBe('not_found');
      },
    );
  });
});
