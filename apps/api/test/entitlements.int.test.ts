import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ActiveAccountsResponseSchema,
  GENERATE_CONTENT_PATH,
  PAYMENTS_PATHS,
  PLAN_LIMIT_MESSAGES,
  PLAN_LIMIT_MESSAGES_FR,
  PlanEntitlementsResponseSchema,
  TRANSCRIBE_PATH,
  type ConnectablePlatformId,
} from '@postcraft/contracts';
import {
  asOwnerId,
  balancesOf,
  createTokenCipher,
  GenerationModel,
  listCreditMovements,
  OAuthSessionModel,
  recordCreditMovement,
  SavedStyleModel,
  saveConnectedAccount,
  UserModel,
  type OwnerId,
} from '@postcraft/data';
import { createJobPool, openJobQueue, type JobQueue } from '@postcraft/jobs';
import { dropJobTable, testJobTableName } from '@postcraft/test-database/job-table';
import { runFfmpeg } from '@postcraft/video';
import type pg from 'pg';
import request from 'supertest';
import {
  createVerifiedUser,
  startAccountTestBed,
  type AccountTestBed,
} from './helpers/account-test-bed.js';
import { makePremium as premium } from './helpers/premium.js';

type TestUser = Awaited<ReturnType<typeof createVerifiedUser>> & { ownerId: OwnerId };

const DAY_MS = 24 * 60 * 60_000;

/**
 * The plans' limits, enforced on the server by one entitlements module: each Free limit answers
 * its code and a message saying which limit and how to lift it, and changes nothing; Premium
 * passes; with billing off everything passes. Videos take the trial's slots or hold credits.
 */
describe('plan limits and video credits', () => {
  const tableName = testJobTableName('entitlements');
  let queue: JobQueue;
  let pool: pg.Pool;
  let bed: AccountTestBed;
  let app: ReturnType<AccountTestBed['newApp']>;
  let billingOff: ReturnType<AccountTestBed['newApp']>;

  const platformsEnv = { TWITTER_CLIENT_ID: 'x-client', TWITTER_CLIENT_SECRET: 'x-secret' };

  beforeAll(async () => {
    queue = await openJobQueue({ databaseUrl: process.env.DATABASE_URL!, tableName });
    pool = createJobPool(process.env.DATABASE_URL!);
    bed = await startAccountTestBed();
    app = bed.newApp({ jobQueue: queue, env: platformsEnv });
    billingOff = bed.newApp({ jobQueue: queue, env: { ...platformsEnv, BILLING: 'off' } });
  });
  afterAll(async () => {
    await bed.stop();
    await queue.close();
    await pool.end();
    await dropJobTable(tableName);
  });

  const newUser = async (): Promise<TestUser> => {
    const user = await createVerifiedUser(bed);
    const found = await UserModel.findOne({ email: user.email }).orFail();
    return { ...user, ownerId: asOwnerId(found._id.toString()) };
  };
  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.accessToken}` });
  const jobsOf = async (user: TestUser) =>
    (await pool.query(`SELECT id FROM "${tableName}" WHERE data->>'ownerId' = $1`, [user.ownerId]))
      .rows;
  const generationsOf = (user: TestUser) =>
    GenerationModel.find({ ownerId: user.ownerId }).lean().exec();
  const video = (user: TestUser, body: object, on = app, language = 'en') =>
    request(on)
      .post(GENERATE_CONTENT_PATH)
      .set(as(user))
      .set('Prefer', 'respond-async')
      .set('Accept-Language', language)
      .send({
        description: 'A reel about our new mugs',
        contentType: 'video',
        durationSeconds: 10,
        ...body,
      });
  const balances = async (user: TestUser) => balancesOf(await listCreditMovements(user.ownerId));
  const plan = async (user: TestUser, on = app) =>
    PlanEntitlementsResponseSchema.parse(
      (await request(on).get(PAYMENTS_PATHS.plan).set(as(user)).expect(200)).body,
    ).entitlements;

  const makePremium = (user: TestUser, status?: 'active' | 'canceled') =>
    premium(user.ownerId, status);
  const giveAllowance = (user: TestUser, amount: number) =>
    recordCreditMovement(user.ownerId, {
      key: `allowance:in_${user.ownerId}`,
      kind: 'allowance',
      pot: 'monthly',
      amount,
      reference: `in_${user.ownerId}`,
      period: `in_${user.ownerId}`,
      expiresAt: new Date(Date.now() + 30 * DAY_MS),
    });
  const giveCredits = (user: TestUser, amount: number) =>
    recordCreditMovement(user.ownerId, {
      key: `grant:${user.ownerId}:${amount}`,
      kind: 'grant',
      pot: 'purchased',
      amount,
      reference: 'test',
    });
  const connect = (user: TestUser, platform: ConnectablePlatformId, at?: Date) =>
    saveConnectedAccount(
      {
        userId: user.ownerId,
        platform,
        profile: {
          id: `${platform}-${user.ownerId}`,
          username: `${platform}_user`,
          displayName: 'User',
          avatarUrl: null,
          followers: 0,
          profileUrl: null,
          metadata: {},
        },
        tokens: {
          accessToken: 'access',
          refreshToken: null,
          expiresAt: null,
          refreshExpiresAt: null,
          scopes: [],
        },
      },
      createTokenCipher(bed.config.secrets.ENCRYPTION_KEY),
      at,
    );
  /** Marks every render of the user done, so more may be queued (three at once at most). */
  const finishRenders = (user: TestUser) =>
    GenerationModel.updateMany(
      { ownerId: user.ownerId },
      { $set: { 'render.status': 'done', 'render.durationSeconds': 10 } },
    ).exec();

  const expectRefused = (
    response: request.Response,
    status: number,
    code: string,
    message: string,
  ) => {
    expect({ status: response.status, body: response.body }).toEqual({
      status,
      body: { code, message },
    });
  };

  it('when a Free user reads their plan, then it has Free limits and nothing used', async () => {
    const ana = await newUser();
    expect(await plan(ana)).toEqual({
      billingEnabled: true,
      plan: 'free',
      allowance: {
        freeVideos: 3,
        maxVideoSeconds: 30,
        maxScriptWords: 500,
        maxVoiceNoteSeconds: 60,
        voices: ['en-female', 'en-male', 'none'],
        watermark: true,
        maxConnectedAccounts: 1,
        autoPost: false,
        autopilot: false,
        apiKeys: false,
        maxTemplates: 3,
        themes: 'basic',
        maxReelSourceSeconds: 600,
        maxReelClips: 3,
        maxReelClipSeconds: 30,
      },
      usage: { freeVideosUsed: 0, connectedAccounts: 0, templates: 0 },
    });
    const me = await request(app).get('/api/user/me').set(as(ana)).expect(200);
    expect(me.body.data.user.plan).toBe('free');
  });

  it.each<[string, object, string]>([
    ['a video longer than 30 s', { durationSeconds: 31 }, PLAN_LIMIT_MESSAGES.videoLength],
    [
      'a script of more than 500 words',
      { script: Array.from({ length: 12 }, () => 'Mugs mugs '.repeat(25).trim()) },
      PLAN_LIMIT_MESSAGES.scriptWords,
    ],
    ['the French voice', { voice: 'fr' }, PLAN_LIMIT_MESSAGES.voice],
    [
      'the automatic voice on a French script',
      { voice: 'auto', description: 'Une vidéo sur nos nouvelles tasses pour le café du matin' },
      PLAN_LIMIT_MESSAGES.voice,
    ],
  ])(
    'when a Free user asks for %s, then 403 plan_limit says so and nothing is stored or queued',
    async (_case, body, message) => {
      const ana = await newUser();
      expectRefused(await video(ana, body), 403, 'plan_limit', message);
      expect(await generationsOf(ana)).toEqual([]);
      expect(await jobsOf(ana)).toEqual([]);
      expect((await plan(ana)).usage.freeVideosUsed).toBe(0);
    },
  );

  it('when a Free user is refused in French, then the message is the French one', async () => {
    const ana = await newUser();
    const response = await video(ana, { durationSeconds: 45 }, app, 'fr');
    expectRefused(response, 403, 'plan_limit', PLAN_LIMIT_MESSAGES_FR.videoLength);
  });

  it('when a Free user makes videos, then three take the trial with a watermark, a failed one gives its slot back, and the next needs credits (402, nothing stored)', async () => {
    const ana = await newUser();
    for (let made = 0; made < 3; made += 1) {
      await video(ana, { voice: 'en-male' }).expect(202);
    }
    const made = await generationsOf(ana);
    expect(made.map((generation) => generation.input.watermark)).toEqual([true, true, true]);
    expect(made.map((generation) => generation.input.themes)).toEqual(['basic', 'basic', 'basic']);
    expect((await plan(ana)).usage.freeVideosUsed).toBe(3);

    await finishRenders(ana);
    const refused = await video(ana, { durationSeconds: 12 });
    expectRefused(
      refused,
      402,
      'credits_required',
      PLAN_LIMIT_MESSAGES.trialCreditsRequired(12, 0),
    );
    expect(await generationsOf(ana)).toHaveLength(3);
    expect(await jobsOf(ana)).toHaveLength(3);

    // A queued trial video cancelled: its slot comes back.
    await GenerationModel.updateOne(
      { _id: made[0]!._id },
      { $set: { 'render.status': 'queued' } },
    ).exec();
    await request(app)
      .delete(`/api/content/generations/${made[0]!._id.toString()}`)
      .set(as(ana))
      .expect(200);
    expect((await plan(ana)).usage.freeVideosUsed).toBe(2);
    await video(ana, {}).expect(202);
    expect((await plan(ana)).usage.freeVideosUsed).toBe(3);
    expect((await balances(ana)).held).toBe(0);
  });

  it('when three requests race for the last free video, then exactly one takes it', async () => {
    const ana = await newUser();
    await video(ana, {}).expect(202);
    await video(ana, {}).expect(202);
    await finishRenders(ana);
    const answers = await Promise.all([video(ana, {}), video(ana, {}), video(ana, {})]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 402, 402]);
    expect(await generationsOf(ana)).toHaveLength(3);
    expect((await plan(ana)).usage.freeVideosUsed).toBe(3);
  });

  it('when a Free user past the trial has credits, then the video holds its seconds on acceptance and gives them back when cancelled', async () => {
    const ana = await newUser();
    for (let made = 0; made < 3; made += 1) await video(ana, {}).expect(202);
    await finishRenders(ana);
    await giveCredits(ana, 25);

    const accepted = await video(ana, { durationSeconds: 20 }).expect(202);
    const generationId = accepted.body.generation.generationId as string;
    expect(await balances(ana)).toMatchObject({ purchased: 5, held: 20 });
    const stored = await GenerationModel.findById(generationId).lean().orFail();
    expect(stored.input).toMatchObject({ watermark: true });
    expect(stored.input.trialSlot).toBeUndefined();

    // Not enough left for another: 402 with the numbers, nothing stored or queued.
    expectRefused(
      await video(ana, { durationSeconds: 10 }),
      402,
      'credits_required',
      PLAN_LIMIT_MESSAGES.trialCreditsRequired(10, 5),
    );
    expect(await generationsOf(ana)).toHaveLength(4);

    await request(app).delete(`/api/content/generations/${generationId}`).set(as(ana)).expect(200);
    expect(await balances(ana)).toMatchObject({ purchased: 25, held: 0 });
    // Cancelling again ends nothing twice.
    await request(app).delete(`/api/content/generations/${generationId}`).set(as(ana)).expect(404);
    expect(await balances(ana)).toMatchObject({ purchased: 25, held: 0 });
  });

  it('when a Premium user asks for a 45 s French video, then it passes without a watermark and holds its seconds from the allowance first', async () => {
    const ana = await newUser();
    await makePremium(ana);
    await giveAllowance(ana, 40);
    await giveCredits(ana, 100);
    expect((await plan(ana)).plan).toBe('premium');

    const accepted = await video(ana, {
      durationSeconds: 45,
      voice: 'fr',
      description: 'Une vidéo sur nos nouvelles tasses',
      script: Array.from({ length: 12 }, () => 'Tasses tasses '.repeat(20).trim()),
    }).expect(202);
    const stored = await GenerationModel.findById(accepted.body.generation.generationId)
      .lean()
      .orFail();
    expect(stored.input.watermark).toBeUndefined();
    expect(stored.input.themes).toBe('all');
    expect(await balances(ana)).toMatchObject({ monthly: 0, purchased: 95, held: 45 });
    const me = await request(app).get('/api/user/me').set(as(ana)).expect(200);
    expect(me.body.data.user.plan).toBe('premium');
  });

  it('when a Premium user has too few credits, then 402 says how many are needed and left', async () => {
    const ana = await newUser();
    await makePremium(ana);
    await giveAllowance(ana, 7);
    expectRefused(
      await video(ana, { durationSeconds: 8 }),
      402,
      'credits_required',
      PLAN_LIMIT_MESSAGES.creditsRequired(8, 7),
    );
    expect(await generationsOf(ana)).toEqual([]);
    expect(await jobsOf(ana)).toEqual([]);
    expect(await balances(ana)).toMatchObject({ monthly: 7, held: 0 });
  });

  it('when billing is off, then a Free-limit video passes without credits or watermark', async () => {
    const ana = await newUser();
    for (let made = 0; made < 3; made += 1) {
      await video(ana, {}, billingOff).expect(202);
    }
    await finishRenders(ana);
    await video(ana, { durationSeconds: 45, voice: 'fr' }, billingOff).expect(202);
    const stored = await generationsOf(ana);
    expect(stored).toHaveLength(4);
    expect(stored.map((generation) => generation.input.watermark ?? false)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(stored.map((generation) => generation.input.themes)).toEqual([
      'all',
      'all',
      'all',
      'all',
    ]);
    expect(await balances(ana)).toMatchObject({ purchased: 0, held: 0 });
    expect(await plan(ana, billingOff)).toMatchObject({
      billingEnabled: false,
      allowance: { maxConnectedAccounts: null, autopilot: true, maxTemplates: null, themes: 'all' },
    });
  });

  it('when a Free user turns autopilot on, then 403 and nothing of the change is stored; Premium may', async () => {
    const ana = await newUser();
    const before = await UserModel.findById(ana.ownerId).lean().orFail();
    const refused = await request(app)
      .put('/api/user/updateProfile')
      .set(as(ana))
      .send({ companyName: 'Changed', autopilotSettings: { enabled: true } });
    expectRefused(refused, 403, 'plan_limit', PLAN_LIMIT_MESSAGES.autopilot);
    const after = await UserModel.findById(ana.ownerId).lean().orFail();
    expect(after.companyName).toBe(before.companyName);
    expect(after.autopilotSettings.enabled).toBe(before.autopilotSettings.enabled);

    await makePremium(ana);
    const allowed = await request(app)
      .put('/api/user/updateProfile')
      .set(as(ana))
      .send({ autopilotSettings: { enabled: true } })
      .expect(200);
    expect(allowed.body.user).toMatchObject({
      plan: 'premium',
      autopilotSettings: { enabled: true },
    });
  });

  it('when a Free user with one account connects another platform, then 403 and no session is opened; the same platform again is fine, and Premium connects more', async () => {
    const ana = await newUser();
    await connect(ana, 'twitter');
    const session = (platform: string) =>
      request(app)
        .post('/api/connections/sessions')
        .set(as(ana))
        .send({ platform, sessionId: `session-${platform}-${Date.now()}` });
    expectRefused(
      await session('sandbox'),
      403,
      'plan_limit',
      PLAN_LIMIT_MESSAGES.connectedAccounts,
    );
    expect(await OAuthSessionModel.countDocuments({ userId: ana.ownerId })).toBe(0);
    await session('twitter').expect(201);
    await makePremium(ana);
    await session('sandbox').expect(201);
  });

  it('when a downgraded user has two accounts, then the oldest publishes, the other is idle (403 to schedule) until the user makes it active', async () => {
    const ana = await newUser();
    await connect(ana, 'sandbox', new Date(Date.now() - DAY_MS));
    await connect(ana, 'twitter');
    const active = ActiveAccountsResponseSchema.parse(
      (await request(app).get('/api/connections/active').set(as(ana)).expect(200)).body,
    );
    expect(active.data).toEqual({ maxActive: 1, active: ['sandbox'], idle: ['twitter'] });

    const schedule = (platforms: string[]) =>
      request(app)
        .post('/api/user/schedule')
        .set(as(ana))
        .send({
          platforms,
          caption: 'Hello',
          mediaUrl: 'https://example.com/none.png',
          scheduledTime: new Date(Date.now() + 2 * 60 * 60_000).toISOString(),
        });
    expectRefused(
      await schedule(['twitter']),
      403,
      'plan_limit',
      PLAN_LIMIT_MESSAGES.idleAccount('X'),
    );

    const chosen = await request(app)
      .put('/api/connections/active')
      .set(as(ana))
      .send({ platform: 'twitter' })
      .expect(200);
    expect(chosen.body.data).toEqual({ maxActive: 1, active: ['twitter'], idle: ['sandbox'] });
    expect((await schedule(['sandbox'])).body.code).toBe('plan_limit');
    expect((await schedule(['twitter'])).body.code).not.toBe('plan_limit');

    await request(app)
      .put('/api/connections/active')
      .set(as(ana))
      .send({ platform: 'linkedin' })
      .expect(404);
    await makePremium(ana);
    const premium = await request(app).get('/api/connections/active').set(as(ana)).expect(200);
    expect(premium.body.data.idle).toEqual([]);
  });

  it('when a Free user sends a voice note over a minute, then 403 plan_limit', async () => {
    const ana = await newUser();
    const dir = await mkdtemp(join(tmpdir(), 'entitlements-note-'));
    const note = join(dir, 'note.m4a');
    await runFfmpeg(['-f', 'lavfi', '-i', 'anullsrc=r=16000:cl=mono', '-t', '65', note]);
    const send = () => request(app).post(TRANSCRIBE_PATH).set(as(ana)).attach('audio', note);
    expectRefused(await send(), 403, 'plan_limit', PLAN_LIMIT_MESSAGES.voiceNoteLength);
  });

  describe('templates and themes', () => {
    const saveStyle = (user: TestUser, body: object, on = app, language = 'en') =>
      request(on).post('/api/styles').set(as(user)).set('Accept-Language', language).send(body);
    const template = (name: string) => ({ name, kind: 'template' });
    const clone = (name: string) => ({ name, kind: 'clone', sourceUrl: 'https://example.com/p' });
    const fromResult = (name: string) => ({
      name,
      kind: 'template',
      generation: { seed: 4, contentType: 'image', source: 'text' },
    });
    const styleNamesOf = async (user: TestUser) =>
      (await SavedStyleModel.find({ ownerId: user.ownerId }).lean().exec())
        .map((style) => style.name)
        .sort();
    const image = async (user: TestUser, body: object, on = app) => {
      const answer = await request(on)
        .post(GENERATE_CONTENT_PATH)
        .set(as(user))
        .send({
          description: 'Our new mugs',
          contentType: 'image',
          platforms: ['linkedin'],
          ...body,
        })
        .expect(200);
      const content = answer.body.content as {
        generationId: string;
        assets: { linkedin: { url: string } };
      };
      const file = await request(on).get(content.assets.linkedin.url).expect(200);
      const record = await GenerationModel.findById(content.generationId).lean().orFail();
      return { png: file.body as Buffer, themes: record.input.themes };
    };

    it('when a Free user keeps 3 templates, then a 4th is refused (403, in English and French) and nothing is stored; clones and styles saved from a result are not counted; deleting one frees a place', async () => {
      const ana = await newUser();
      await saveStyle(ana, fromResult('From a result')).expect(201);
      await saveStyle(ana, clone('A clone')).expect(201);
      const kept: string[] = [];
      for (const name of ['One', 'Two', 'Three']) {
        kept.push((await saveStyle(ana, template(name)).expect(201)).body.data.style._id);
      }
      expect((await plan(ana)).usage.templates).toBe(3);

      expectRefused(
        await saveStyle(ana, template('Four')),
        403,
        'plan_limit',
        'Free accounts keep 3 templates. Delete one or upgrade to Premium for unlimited templates.',
      );
      expectRefused(
        await saveStyle(ana, template('Quatre'), app, 'fr'),
        403,
        'plan_limit',
        PLAN_LIMIT_MESSAGES_FR.templates,
      );
      // Clones and styles saved from a result are still saved.
      await saveStyle(ana, clone('Another clone')).expect(201);
      await saveStyle(ana, fromResult('Another result')).expect(201);
      expect(await styleNamesOf(ana)).toEqual(
        [
          'A clone',
          'Another clone',
          'Another result',
          'From a result',
          'One',
          'Three',
          'Two',
        ].sort(),
      );

      await request(app).delete(`/api/styles/${kept[0]!}`).set(as(ana)).expect(200);
      await saveStyle(ana, template('Four')).expect(201);
      expect((await saveStyle(ana, template('Five'))).status).toBe(403);
      expect((await plan(ana)).usage.templates).toBe(3);
    });

    it('when templates are saved at once past the limit, then no more than 3 are kept and each refusal is the plan limit', async () => {
      const ana = await newUser();
      await saveStyle(ana, template('One')).expect(201);
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, index) => saveStyle(ana, template(`Race ${index}`))),
      );
      const saved = answers.filter((answer) => answer.status === 201);
      for (const answer of answers.filter((each) => each.status !== 201)) {
        expect({ status: answer.status, code: answer.body.code }).toEqual({
          status: 403,
          code: 'plan_limit',
        });
      }
      expect(saved.length).toBeLessThanOrEqual(2);
      expect(await styleNamesOf(ana)).toHaveLength(1 + saved.length);
    });

    it('when a Premium user keeps 5 templates and goes back to Free, then all 5 stay and can be used, and no 6th is saved; billing off saves more too', async () => {
      const ana = await newUser();
      await makePremium(ana);
      const ids: string[] = [];
      for (const name of ['A', 'B', 'C', 'D', 'E']) {
        ids.push((await saveStyle(ana, template(name)).expect(201)).body.data.style._id);
      }
      await makePremium(ana, 'canceled');
      expect((await plan(ana)).plan).toBe('free');
      expect(await styleNamesOf(ana)).toEqual(['A', 'B', 'C', 'D', 'E']);
      expect((await saveStyle(ana, template('F'))).status).toBe(403);
      await image(ana, { styleId: ids[4] });

      const bob = await newUser();
      for (const name of ['A', 'B', 'C', 'D']) {
        await saveStyle(bob, template(name), billingOff).expect(201);
      }
    });

    it('when a Free user generates, then only the basic themes are drawn (a side-band seed or style falls back); as Premium the same seed draws the side band', async () => {
      const ana = await newUser();
      // Seed 1 picks the side band with all themes, seed 0 the centred layout (layouts.ts).
      const free = {
        sideBand: await image(ana, { seed: 1 }),
        centred: await image(ana, { seed: 0 }),
      };
      expect([free.sideBand.themes, free.centred.themes]).toEqual(['basic', 'basic']);
      const style = (
        await saveStyle(ana, {
          name: 'Side band look',
          kind: 'template',
          generation: { seed: 1, contentType: 'image', source: 'text' },
        }).expect(201)
      ).body.data.style._id as string;
      const withStyle = await image(ana, { styleId: style });
      expect(withStyle.png.equals(free.sideBand.png)).toBe(true);

      await makePremium(ana);
      const premium = {
        sideBand: await image(ana, { seed: 1 }),
        centred: await image(ana, { seed: 0 }),
      };
      expect([premium.sideBand.themes, premium.centred.themes]).toEqual(['all', 'all']);
      expect(premium.centred.png.equals(free.centred.png)).toBe(true);
      expect(premium.sideBand.png.equals(free.sideBand.png)).toBe(false);
      expect((await image(ana, { seed: 1 }, billingOff)).themes).toBe('all');
    });
  });
});
