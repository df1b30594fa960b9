import {
  API_ERROR_MESSAGES,
  API_ERROR_MESSAGES_FR,
  GENERATE_CONTENT_PATH,
  GENERATION_MESSAGES,
  GENERATION_MESSAGES_FR,
} from '@postcraft/contracts';
import { closeOwnerVersions, GenerationModel, openOwnerVersions, UserModel } from '@postcraft/data';
import { startOpenAiStandIn, type OpenAiStandIn } from '@postcraft/generation/test-support';
import { createServer, request as httpRequest, type ClientRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import request from 'supertest';
import {
  createVerifiedUser,
  startAccountTestBed,
  type AccountTestBed,
} from './helpers/account-test-bed.js';
import { pngOf } from './helpers/images.js';

type TestUser = Awaited<ReturnType<typeof createVerifiedUser>>;

const MINUTE = { windowMs: 60_000 };
const bearer = (user: TestUser) => ({ Authorization: `Bearer ${user.accessToken}` });
const generationsOf = async (user: TestUser) => {
  const { _id } = await UserModel.findOne({ email: user.email }).orFail();
  return GenerationModel.countDocuments({ ownerId: _id });
};

/** A refusal that passes with time: the code, the message, and a Retry-After in seconds. */
function expectRefusal(response: request.Response, code: string, message: string) {
  expect(response.body).toEqual({ code, message });
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe('per-user limits on generations and uploads', () => {
  let bed: AccountTestBed;
  let ana: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    bed = await startAccountTestBed();
    [ana, bob] = await Promise.all([createVerifiedUser(bed), createVerifiedUser(bed)]);
  });
  afterAll(() => bed.stop());

  const generate = (app: AccountTestBed['app'], user: TestUser, language = 'en') =>
    request(app)
      .post(GENERATE_CONTENT_PATH)
      .set(bearer(user))
      .set('Accept-Language', language)
      .send({
        description: 'Spring pottery workshop',
        contentType: 'image',
        platforms: ['twitter'],
      });

  describe('the rate of generations', () => {
    let users: TestUser[];
    beforeEach(async () => {
      users = await Promise.all([createVerifiedUser(bed), createVerifiedUser(bed)]);
    });

    it('when a user generates more than the limit in a minute, then 429 with Retry-After in their language, nothing is made, and another user still generates', async () => {
      const [carla, dan] = users as [TestUser, TestUser];
      const app = bed.newApp({ usageLimits: { generationsPerUser: { limit: 2, ...MINUTE } } });
      await generate(app, carla).expect(200);
      await generate(app, carla).expect(200);

      const refused = await generate(app, carla).expect(429);
      expectRefusal(refused, 'rate_limited', GENERATION_MESSAGES.rateLimited);
      const refusedFr = await generate(app, carla, 'fr').expect(429);
      expectRefusal(refusedFr, 'rate_limited', GENERATION_MESSAGES_FR.rateLimited);
      expect(await generationsOf(carla)).toBe(2);

      await generate(app, dan).expect(200);
      expect(await generationsOf(dan)).toBe(1);
    });

    it('when a user spreads generations over two API processes, then the limit holds across them', async () => {
      const [carla] = users as [TestUser];
      // Two apps count in PostgreSQL as two processes do (each alone in memory would allow 4).
      const limits = { generationsPerUser: { limit: 2, ...MINUTE } };
      const first = bed.newApp({ usageLimits: limits });
      const second = bed.newApp({ usageLimits: limits });
      await generate(first, carla).expect(200);
      await generate(second, carla).expect(200);
      expectRefusal(
        await generate(first, carla).expect(429),
        'rate_limited',
        GENERATION_MESSAGES.rateLimited,
      );
      expectRefusal(
        await generate(second, carla).expect(429),
        'rate_limited',
        GENERATION_MESSAGES.rateLimited,
      );
      expect(await generationsOf(carla)).toBe(2);
    });

    it('when PostgreSQL cannot count, then the generation fails (500) and nothing is made, as a login does', async () => {
      const [carla] = users as [TestUser];
      const app = bed.newApp({ usageLimits: { generationsPerUser: { limit: 2, ...MINUTE } } });
      // The process's PostgreSQL pool closed: every count is refused, as when PostgreSQL is down.
      await closeOwnerVersions();
      try {
        const failed = await generate(app, carla).expect(500);
        expect(failed.body.code).toBe('internal_error');
      } finally {
        await openOwnerVersions(process.env.DATABASE_URL!);
      }
      expect(await generationsOf(carla)).toBe(0);
      await generate(app, carla).expect(200);
    });
  });

  describe('generations at once', () => {
    let standIn: OpenAiStandIn;
    let app: AccountTestBed['app'];
    let server: Server;
    let url: string;

    beforeAll(async () => {
      standIn = await startOpenAiStandIn();
      app = bed.newApp({
        usageLimits: { generationsAtOnce: 2 },
        env: { AI_BASE_URL: standIn.baseUrl, AI_API_KEY: 'sk-test', AI_TEXT_MODEL: 'text-model' },
      });
      server = createServer(app);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      standIn.release();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await standIn.close();
    });
    beforeEach(() => {
      standIn.mode = 'ok';
    });

    it('when a user starts more generations than allowed at once, then the extra one answers 429 at once and the others finish; another user is not held back', async () => {
      // The provider holds its answers: both of Ana's generations stay in progress.
      standIn.mode = 'held';
      const running = [generate(app, ana).then((r) => r), generate(app, ana).then((r) => r)];
      await standIn.waitForHeld(2);

      const refused = await generate(app, ana).expect(429);
      expectRefusal(refused, 'too_many_at_once', GENERATION_MESSAGES.tooManyAtOnce);
      const refusedFr = await generate(app, ana, 'fr').expect(429);
      expectRefusal(refusedFr, 'too_many_at_once', GENERATION_MESSAGES_FR.tooManyAtOnce);

      const bobs = generate(app, bob).then((r) => r);
      await standIn.waitForHeld(3);
      standIn.mode = 'ok';
      standIn.release();
      expect((await Promise.all([...running, bobs])).map((r) => r.status)).toEqual([200, 200, 200]);
      expect(await generationsOf(ana)).toBe(2);

      // Her slots are free again once her generations ended.
      await generate(app, ana).expect(200);
    });

    it('when a user leaves generations in progress (the client hangs up), then their slots stay taken until the work ends', async () => {
      const carla = await createVerifiedUser(bed);
      standIn.mode = 'held';
      const leaving = [new AbortController(), new AbortController()];
      const requests = leaving.map((controller) =>
        fetch(`${url}${GENERATE_CONTENT_PATH}`, {
          method: 'POST',
          headers: { ...bearer(carla), 'Content-Type': 'application/json' },
          body: JSON.stringify({ description: 'Left behind', contentType: 'image' }),
          signal: controller.signal,
        }).catch(() => null),
      );
      await standIn.waitForHeld(2);
      for (const controller of leaving) controller.abort();
      await Promise.all(requests);

      expectRefusal(
        await generate(app, carla).expect(429),
        'too_many_at_once',
        GENERATION_MESSAGES.tooManyAtOnce,
      );

      standIn.mode = 'ok';
      standIn.release();
      // The abandoned generations still finish (and are kept, as drafts); then the slots free.
      while ((await generationsOf(carla)) < 2) await new Promise((r) => setImmediate(r));
      let next = await generate(app, carla);
      while (next.status === 429) next = await generate(app, carla);
      expect(next.status).toBe(200);
    });
  });

  describe('uploads', () => {
    let users: TestUser[];
    beforeEach(async () => {
      users = await Promise.all([createVerifiedUser(bed), createVerifiedUser(bed)]);
    });

    const logoForm = (app: AccountTestBed['app'], user: TestUser, language = 'en') =>
      request(app)
        .put('/api/user/updateProfile')
        .set(bearer(user))
        .set('Accept-Language', language)
        .attach('brandLogo', pngOf(40, 20), 'logo.png');
    const mediaForm = (app: AccountTestBed['app'], user: TestUser, language = 'en') =>
      request(app)
        .post('/api/user/post-now')
        .set(bearer(user))
        .set('Accept-Language', language)
        .field('platforms[0]', 'sandbox')
        .attach('media', pngOf(4, 4), 'photo.png');

    it('when a user uploads logos and post media more than the limit in a minute, then 429 with Retry-After in their language and nothing changes; JSON updates and other users are not counted', async () => {
      const [carla, dan] = users as [TestUser, TestUser];
      const app = bed.newApp({ usageLimits: { uploadsPerUser: { limit: 2, ...MINUTE } } });
      const logo = (await logoForm(app, carla).expect(200)).body.user.brandLogo as string;
      // Counted even though it is refused for what it holds (Carla has no sandbox account).
      expect((await mediaForm(app, carla)).status).toBeLessThan(429);

      expectRefusal(
        await logoForm(app, carla).expect(429),
        'rate_limited',
        API_ERROR_MESSAGES.uploadsRateLimited,
      );
      expectRefusal(
        await mediaForm(app, carla, 'fr').expect(429),
        'rate_limited',
        API_ERROR_MESSAGES_FR.uploadsRateLimited,
      );
      const me = await request(app).get('/api/user/me').set(bearer(carla)).expect(200);
      expect(me.body.data.user.brandLogo).toBe(logo);

      // A JSON profile update uploads nothing: not counted, not refused.
      await request(app)
        .put('/api/user/updateProfile')
        .set(bearer(carla))
        .send({ firstName: 'Carla' })
        .expect(200);
      await logoForm(app, dan).expect(200);
    });

    describe('at once', () => {
      let server: Server;
      let url: string;
      let pool: pg.Pool;
      const open: ClientRequest[] = [];

      beforeAll(async () => {
        pool = new pg.Pool({ connectionString: process.env.DATABASE_URL!, max: 1 });
        server = createServer(bed.newApp({ usageLimits: { uploadsAtOnce: 2 } }));
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      });
      afterAll(async () => {
        for (const req of open) req.destroy();
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
        await pool.end();
      });

      /**
       * Resolves once the API counted `count` uploads of the user (in PostgreSQL): each was
       * counted just before it took its slot, so both hold one by the time this answers.
       */
      async function uploadsCounted(user: TestUser, count: number) {
        const { _id } = await UserModel.findOne({ email: user.email }).orFail();
        const counted = async () => {
          const { rows } = await pool.query<{ hits: number }>(
            'SELECT hits FROM rate_limit_hits WHERE key = $1 AND reset_at > now()',
            [`usage:uploads:${_id.toString()}`],
          );
          return rows[0]?.hits ?? 0;
        };
        while ((await counted()) < count) await new Promise((resolve) => setImmediate(resolve));
      }

      /** A logo upload whose body is sent in two halves: in progress until `finish()`. */
      function startUpload(user: TestUser) {
        const boundary = 'postcraft-upload-in-progress';
        const body = Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="brandLogo"; filename="logo.png"\r\n` +
              'Content-Type: image/png\r\n\r\n',
          ),
          pngOf(40, 20),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        const req = httpRequest(`${url}/api/user/updateProfile`, {
          method: 'PUT',
          headers: {
            ...bearer(user),
            'Content-Type': `multipart/form-data; boundary=${boundary}`,
            'Content-Length': String(body.length),
          },
        });
        open.push(req);
        const answered = new Promise<number>((resolve, reject) => {
          req.on('response', (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          });
          req.on('error', reject);
        });
        const half = Math.floor(body.length / 2);
        req.write(body.subarray(0, half));
        return {
          finish: () => {
            req.end(body.subarray(half));
            return answered;
          },
        };
      }

      /** A form without a file that the API refuses with 400 once it gets past the limits. */
      const probe = (user: TestUser, language = 'en') =>
        request(url)
          .put('/api/user/updateProfile')
          .set(bearer(user))
          .set('Accept-Language', language)
          .field('nonsense', 'x');

      it('when a user has as many uploads in progress as allowed, then another answers 429 until one ends; another user is not held back', async () => {
        const [carla, dan] = users as [TestUser, TestUser];
        const uploads = [startUpload(carla), startUpload(carla)];

        await uploadsCounted(carla, 2);
        expectRefusal(
          await probe(carla).expect(429),
          'too_many_at_once',
          API_ERROR_MESSAGES.uploadsAtOnce,
        );
        expectRefusal(
          await probe(carla, 'fr').expect(429),
          'too_many_at_once',
          API_ERROR_MESSAGES_FR.uploadsAtOnce,
        );
        await probe(dan).expect(400);

        expect(await Promise.all(uploads.map((upload) => upload.finish()))).toEqual([200, 200]);
        await probe(carla).expect(400);
      });
    });
  });
});
