import { existsSync, mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import {
  SCHEDULING_MESSAGES as M,
  SCHEDULING_MESSAGES_FR,
  TEXT_MESSAGES,
  TEXT_MESSAGES_FR,
} from '@postcraft/contracts';
import { ScheduledPostModel } from '@postcraft/data';
import { openJobQueue, type JobQueue } from '@postcraft/jobs';
import { dropJobTable, testJobTableName } from '@postcraft/test-database/job-table';
import request from 'supertest';
import { CSRF, startAccountTestBed, type AccountTestBed } from './helpers/account-test-bed.js';
import { PNG_SIGNATURE, pngOf } from './helpers/images.js';
import { listenWithPublicUrl, type ListeningApp } from './helpers/listening-app.js';
import { connectSandboxAccount } from './helpers/sandbox-connection.js';
import { signUpOwner, type TestUser } from './helpers/test-owner.js';

const LIMIT = 1024 * 1024;
const HOUR = 60 * 60 * 1000;
const inAnHour = () => new Date(Date.now() + HOUR).toISOString();
const NUL_CAPTION = 'Fresh\u0000bread';

/** Every file under a folder, recursively (none when it does not exist). */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Waits until `condition` holds, checking whenever the event loop is free (no fixed delays). */
async function waitUntil(condition: () => boolean, what: string): Promise<void> {
  for (let tries = 0; !condition(); tries += 1) {
    if (tries > 20_000) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const BOUNDARY = 'postcraft-test-boundary';
const fieldPart = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const fileHead = (name = 'media', filename = 'big.png') =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`;

/**
 * A multipart request sent by hand, a piece at a time, to see what the server does before the
 * body is complete. `response` settles when the answer's head arrives.
 */
function openUpload(
  url: string,
  path: string,
  headers: Record<string, string | number>,
): { req: ClientRequest; response: Promise<IncomingMessage> } {
  const req = httpRequest(`${url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
  });
  const response = new Promise<IncomingMessage>((resolve, reject) => {
    req.once('response', resolve);
    req.once('error', reject);
  });
  return { req, response };
}

const bodyOf = async (response: IncomingMessage): Promise<{ message?: string; code?: string }> => {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as { message?: string; code?: string };
};

describe('uploads: a refused one leaves no file, an accepted one streams to disk', () => {
  let bed: AccountTestBed;
  let site: ListeningApp;
  let alice: TestUser;
  let jobQueue: JobQueue;
  const jobTable = testJobTableName('uploads');
  let tempDir: string;
  let postsDir: string;
  let logosDir: string;

  beforeAll(async () => {
    jobQueue = await openJobQueue({ databaseUrl: process.env.DATABASE_URL!, tableName: jobTable });
    bed = await startAccountTestBed();
    site = await listenWithPublicUrl(bed, {
      jobQueue,
      config: { postMediaMaxBytes: LIMIT, logoMaxBytes: LIMIT },
      // LinkedIn is offered, so that it can be a platform Alice has not connected.
      env: { LINKEDIN_CLIENT_ID: 'test-client', LINKEDIN_CLIENT_SECRET: 'test-secret' },
    });
    alice = await signUpOwner(bed, site.url);
    await connectSandboxAccount(site, alice, 'alice_uploads');
    tempDir = site.config.uploadTempDir;
    postsDir = join(site.config.mediaDir, 'posts');
    logosDir = join(site.config.mediaDir, 'logos');
  });
  afterAll(async () => {
    await site.close();
    await bed.stop();
    await jobQueue.close();
    await dropJobTable(jobTable);
  });

  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.accessToken}` });
  const keptFiles = () => [
    ...filesUnder(tempDir),
    ...filesUnder(postsDir),
    ...filesUnder(logosDir),
  ];

  /** Runs a refused call and checks that it changed nothing: no post, no file anywhere. */
  async function expectRefusedLeavingNothing(call: () => Promise<request.Response>) {
    const posts = await ScheduledPostModel.countDocuments();
    const before = keptFiles();
    const response = await call();
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    // The answer is sent before the temporary file is deleted: wait for it, not for a time.
    await waitUntil(() => keptFiles().length === before.length, 'the refused file is deleted');
    expect(keptFiles()).toEqual(before);
    expect(await ScheduledPostModel.countDocuments()).toBe(posts);
    return response;
  }

  it('when a caption carries NUL, in JSON or in a form before or after its file, then 400 in English or French and no post or file is kept', async () => {
    const own = await request(site.url)
      .post('/api/user/post-now')
      .set(as(alice))
      .field('platforms[0]', 'sandbox')
      .attach('media', pngOf(4, 4), 'first.png')
      .expect(200);
    const mediaUrl = own.body.post.mediaUrl as string;

    for (const path of ['/api/user/schedule', '/api/user/post-now']) {
      const json = await expectRefusedLeavingNothing(() =>
        request(site.url)
          .post(path)
          .set(as(alice))
          .send({
            platforms: ['sandbox'],
            mediaUrl,
            caption: NUL_CAPTION,
            scheduledTime: inAnHour(),
          }),
      );
      expect(json.status).toBe(400);
      expect(json.body).toMatchObject({
        code: 'validation_failed',
        message: TEXT_MESSAGES.controlCharacters,
      });

      // The caption after the file: the file was received before the caption was read.
      const after = await expectRefusedLeavingNothing(() =>
        request(site.url)
          .post(path)
          .set(as(alice))
          .set('Accept-Language', 'fr')
          .field('platforms[0]', 'sandbox')
          .field('scheduledTime', inAnHour())
          .attach('media', pngOf(64, 64), 'bread.png')
          .field('caption', NUL_CAPTION),
      );
      expect(after.status).toBe(400);
      expect(after.body.message).toBe(TEXT_MESSAGES_FR.controlCharacters);

      const before = await expectRefusedLeavingNothing(() =>
        request(site.url)
          .post(path)
          .set(as(alice))
          .field('platforms[0]', 'sandbox')
          .field('caption', NUL_CAPTION)
          .field('scheduledTime', inAnHour())
          .attach('media', pngOf(64, 64), 'bread.png'),
      );
      expect(before.status).toBe(400);
      expect(before.body.message).toBe(TEXT_MESSAGES.controlCharacters);
    }
  });

  it('when an upload is refused (no session, no CSRF header, bad or unconnected platform, wrong type, too large), then no file is kept', async () => {
    const png = pngOf(64, 64);
    const cases: Array<[string, () => request.Test, number, string?]> = [
      [
        'no session',
        () => request(site.url).post('/api/user/post-now').attach('media', png, 'a.png'),
        401,
      ],
      [
        'a session cookie without the CSRF header',
        () =>
          request(site.url)
            .post('/api/user/post-now')
            .set('Cookie', `pc_access=${alice.accessToken}`)
            .field('platforms[0]', 'sandbox')
            .attach('media', png, 'a.png'),
        403,
      ],
      [
        'an unknown platform',
        () =>
          request(site.url)
            .post('/api/user/schedule')
            .set(as(alice))
            .field('platforms[0]', 'myspace')
            .attach('media', png, 'a.png'),
        400,
        M.platformUnknown,
      ],
      [
        'a platform not connected',
        () =>
          request(site.url)
            .post('/api/user/schedule')
            .set(as(alice))
            .set('Accept-Language', 'fr')
            .field('platforms[0]', 'linkedin')
            .field('scheduledTime', inAnHour())
            .attach('media', png, 'a.png'),
        400,
      ],
      [
        'a file that is not an image or a video',
        () =>
          request(site.url)
            .post('/api/user/post-now')
            .set(as(alice))
            .field('platforms[0]', 'sandbox')
            .attach('media', Buffer.alloc(200 * 1024, 'x'), 'a.png'),
        400,
        M.mediaTypeUnsupported,
      ],
      [
        'a file over the limit',
        () =>
          request(site.url)
            .post('/api/user/post-now')
            .set(as(alice))
            .field('platforms[0]', 'sandbox')
            .attach('media', Buffer.concat([png, Buffer.alloc(LIMIT)]), 'a.png'),
        413,
        M.mediaTooLarge(1),
      ],
      [
        'a logo that is not an image',
        () =>
          request(site.url)
            .put('/api/user/updateProfile')
            .set(as(alice))
            .attach('brandLogo', Buffer.alloc(100 * 1024, 'x'), 'logo.png'),
        400,
      ],
      [
        'a logo over the limit',
        () =>
          request(site.url)
            .put('/api/user/updateProfile')
            .set(as(alice))
            .attach('brandLogo', Buffer.concat([png, Buffer.alloc(LIMIT)]), 'logo.png'),
        413,
      ],
      [
        'a logo without a session',
        () =>
          request(site.url)
            .put('/api/user/updateProfile')
            .set(CSRF)
            .attach('brandLogo', png, 'logo.png'),
        401,
      ],
    ];
    const failures: string[] = [];
    for (const [name, call, status, message] of cases) {
      const response = await expectRefusedLeavingNothing(() => call());
      if (response.status !== status || (message && response.body.message !== message))
        failures.push(`${name}: ${response.status} ${JSON.stringify(response.body)}`);
    }
    expect(failures).toEqual([]);
    const french = await request(site.url)
      .post('/api/user/schedule')
      .set(as(alice))
      .set('Accept-Language', 'fr')
      .field('platforms[0]', 'linkedin')
      .attach('media', png, 'a.png');
    expect(french.body.message).toBe(SCHEDULING_MESSAGES_FR.platformNotConnected('LinkedIn'));
  });

  it('when the declared size is over the limit, or the caller is not signed in, then the answer comes before the file is sent', async () => {
    for (const [headers, status] of [
      [{ ...as(alice), 'Content-Length': 50 * 1024 * 1024 }, 413],
      [{ 'Content-Length': 50 * 1024 * 1024 }, 401],
    ] as const) {
      const { req, response } = openUpload(site.url, '/api/user/post-now', headers);
      req.write(fieldPart('platforms[0]', 'sandbox') + fileHead());
      req.write(PNG_SIGNATURE);
      // The rest of the 50 MB is never sent: an answer now is an answer before the file.
      const answer = await response;
      expect(answer.statusCode).toBe(status);
      if (status === 413) expect((await bodyOf(answer)).message).toBe(M.mediaTooLarge(1));
      req.destroy();
      expect(filesUnder(tempDir)).toEqual([]);
    }
  });

  it('when a file is being received, then it streams to a temporary file that is deleted if the client goes away', async () => {
    const { req, response } = openUpload(site.url, '/api/user/post-now', {
      ...as(alice),
      'Transfer-Encoding': 'chunked',
    });
    response.catch(() => {});
    req.write(fieldPart('platforms[0]', 'sandbox') + fileHead());
    req.write(Buffer.concat([pngOf(4, 4), Buffer.alloc(150 * 1024)]));
    await waitUntil(
      () => filesUnder(tempDir).some((file) => statSync(file).size >= 100 * 1024),
      'the file is on disk while it is received',
    );
    req.destroy();
    await waitUntil(() => filesUnder(tempDir).length === 0, 'the partial file is deleted');
    expect(filesUnder(postsDir).length).toBeGreaterThan(0); // the first test's post only
  });

  it('when an upload is accepted, then it is in the owner’s folder and no temporary file is left', async () => {
    const before = filesUnder(postsDir).length;
    const response = await request(site.url)
      .post('/api/user/post-now')
      .set(as(alice))
      .field('platforms[0]', 'sandbox')
      .field('caption', 'Line one\n\tline two')
      .attach('media', Buffer.concat([pngOf(8, 8), Buffer.alloc(100 * 1024)]), 'big.png')
      .expect(200);
    expect(response.body.post.caption).toBe('Line one\n\tline two');
    expect(filesUnder(postsDir)).toHaveLength(before + 1);
    const stored = join(site.config.mediaDir, (response.body.post.mediaUrl as string).slice(7));
    expect(statSync(stored).size).toBe(pngOf(8, 8).length + 100 * 1024);
    await waitUntil(() => filesUnder(tempDir).length === 0, 'no temporary file is left');
  });

  it('when the API starts, then temporary uploads left by a crash are deleted and fresh ones kept', async () => {
    mkdirSync(tempDir, { recursive: true });
    const stale = join(tempDir, 'left-by-a-crash.upload');
    const fresh = join(tempDir, 'being-received.upload');
    writeFileSync(stale, 'partial');
    writeFileSync(fresh, 'partial');
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
    utimesSync(stale, twoHoursAgo, twoHoursAgo);
    bed.newApp({ config: { uploadTempDir: tempDir } });
    await waitUntil(() => !existsSync(stale), 'the stale upload is deleted');
    expect(existsSync(fresh)).toBe(true);
    writeFileSync(fresh, '');
    utimesSync(fresh, twoHoursAgo, twoHoursAgo);
    bed.newApp({ config: { uploadTempDir: tempDir } });
    await waitUntil(() => !existsSync(fresh), 'the other one once stale too');
  });
});
