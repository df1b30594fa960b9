import { UpdateProfileResponseSchema, UserSchema } from '@postcraft/contracts';
import { UserModel } from '@postcraft/data';
import request from 'supertest';
import {
  createVerifiedUser,
  CSRF,
  expectNoSecretsInAnswers,
  startAccountTestBed,
  type AccountTestBed,
} from './helpers/account-test-bed.js';

describe('profile updates and the CSRF guard', () => {
  let bed: AccountTestBed;
  let user: Awaited<ReturnType<typeof createVerifiedUser>>;
  let browser: ReturnType<typeof request.agent>;

  beforeAll(async () => {
    // Billing off: these tests are about the profile's fields (turning autopilot on included);
    // the plans' limits on it are in entitlements.int.test.ts.
    bed = await startAccountTestBed({ env: { BILLING: 'off' } });
    user = await createVerifiedUser(bed);
    browser = request.agent(bed.app);
    await browser
      .post('/api/user/login')
      .set(CSRF)
      .send({ email: user.email, password: user.password })
      .expect(200);
  });
  afterAll(() => bed.stop());

  const stored = () => UserModel.findOne({ email: user.email }).orFail();

  describe('the CSRF guard', () => {
    it('when a cookie-authenticated PUT lacks the X-Requested-With header, then 403 and nothing changes', async () => {
      const response = await browser
        .put('/api/user/updateProfile')
        .send({ firstName: 'Forged' })
        .expect(403);
      expect(response.body.code).toBe('csrf_rejected');
      expect((await stored()).firstName).toBe('Ana');
    });

    it('when it carries the header, then 200', async () => {
      await browser.put('/api/user/updateProfile').set(CSRF).send({ firstName: 'Bea' }).expect(200);
      expect((await stored()).firstName).toBe('Bea');
    });

    it('when it comes from a foreign Origin, even with the header, then 403', async () => {
      const response = await browser
        .put('/api/user/updateProfile')
        .set(CSRF)
        .set('Origin', 'https://evil.example')
        .send({ firstName: 'Forged' })
        .expect(403);
      expect(response.body.code).toBe('csrf_rejected');
      expect((await stored()).firstName).toBe('Bea');
    });

    it('when it comes from an allowed Origin with the header, then 200', async () => {
      await browser
        .put('/api/user/updateProfile')
        .set(CSRF)
        .set('Origin', 'http://localhost:5173')
        .send({ firstName: 'Ana' })
        .expect(200);
    });

    it('when a foreign page posts a login form, then 403 and no session cookie is set', async () => {
      const response = await request(bed.app)
        .post('/api/user/login')
        .set('Origin', 'https://evil.example')
        .type('form')
        .send({ email: user.email, password: user.password })
        .expect(403);
      expect(response.body.code).toBe('csrf_rejected');
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('when a cookie-authenticated logout lacks the header, then 403 and the session lives on', async () => {
      await browser.post('/api/user/logout').expect(403);
      await browser.post('/api/user/refresh').expect(403);
      await browser.get('/api/user/me').expect(200);
    });

    it('when an API client sends a Bearer token without cookies, then no header is needed', async () => {
      await request(bed.app)
        .put('/api/user/updateProfile')
        .set('Authorization', `Bearer ${user.accessToken}`)
        .send({ companyName: 'Lima Studio' })
        .expect(200);
    });

    it('when a browser preflights from the web origin, then CORS allows the header', async () => {
      const response = await request(bed.app)
        .options('/api/user/updateProfile')
        .set('Origin', 'http://localhost:5173')
        .set('Access-Control-Request-Method', 'PUT')
        .set('Access-Control-Request-Headers', 'content-type,x-requested-with')
        .expect(204);
      expect(response.headers['access-control-allow-headers']).toMatch(/X-Requested-With/i);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
    });
  });

  describe('PUT /api/user/updateProfile', () => {
    const update = (body: unknown) =>
      request(bed.app)
        .put('/api/user/updateProfile')
        .set('Authorization', `Bearer ${user.accessToken}`)
        .send(body as object);

    it('when onboarding saves its steps, then each answer is the whole updated user', async () => {
      await update({
        niche: { type: 'food', icon: 'UtensilsCrossed', description: 'Recipes and tips' },
      }).expect(200);
      await update({
        contentGoals: ['grow_audience', 'other'],
        brandKeywords: '  Eat well, live well  ',
        brandColors: ['#112233', '#A1B2C3'],
      }).expect(200);
      await update({
        voiceTone: { label: 'friendly', icon: 'Smile' },
        preferredContentTypes: [
          { type: 'videos', icon: 'Video' },
          { type: 'static', icon: 'Image' },
        ],
      }).expect(200);
      const response = await update({
        autopilotSettings: { enabled: true },
        firstTimeLogged: false,
      }).expect(200);

      const body = UpdateProfileResponseSchema.parse(response.body);
      expect(body.message).toBe('Profile updated successfully!');
      expect(UserSchema.strict().parse(body.user)).toMatchObject({
        niche: { type: 'food', icon: 'UtensilsCrossed', description: 'Recipes and tips' },
        contentGoals: ['grow_audience', 'other'],
        brandKeywords: 'Eat well, live well',
        brandColors: ['#112233', '#A1B2C3'],
        voiceTone: { label: 'friendly', icon: 'Smile' },
        preferredContentTypes: [
          { type: 'videos', icon: 'Video' },
          { type: 'static', icon: 'Image' },
        ],
        // Only `enabled` was sent: the other settings keep their values.
        autopilotSettings: { enabled: true, approvePostsFirst: true, postingFrequency: 7 },
        firstTimeLogged: false,
      });
    });

    it('when the autopilot frequency is changed alone, then the rest of the settings stay', async () => {
      const response = await update({ autopilotSettings: { postingFrequency: 12 } }).expect(200);
      expect(response.body.user.autopilotSettings).toEqual({
        enabled: true,
        approvePostsFirst: true,
        postingFrequency: 12,
        styleId: null,
      });
    });

    it('when the failure e-mails are switched off, then it is saved and shown; a non-boolean or an unknown switch answers 400 and changes nothing', async () => {
      const before = await update({}).expect(200);
      expect(before.body.user.notificationSettings).toEqual({
        emailOnPostFailure: true,
        emailOnAutopilotApproval: true,
      });

      const off = await update({ notificationSettings: { emailOnPostFailure: false } }).expect(200);
      expect(off.body.user.notificationSettings).toEqual({
        emailOnPostFailure: false,
        emailOnAutopilotApproval: true,
      });

      for (const body of [
        { notificationSettings: { emailOnPostFailure: 'no' } },
        { notificationSettings: { emailOnPostFailure: null } },
        { notificationSettings: { smsOnPostFailure: true } },
        { notificationSettings: 'off' },
      ]) {
        const refused = await update(body).expect(400);
        expect(refused.body).toMatchObject({
          code: expect.any(String),
          message: expect.any(String),
        });
      }
      const me = await request(bed.app)
        .get('/api/user/me')
        .set('Authorization', `Bearer ${user.accessToken}`)
        .expect(200);
      expect(me.body.data.user.notificationSettings).toEqual({
        emailOnPostFailure: false,
        emailOnAutopilotApproval: true,
      });
      await update({ notificationSettings: { emailOnPostFailure: true } }).expect(200);
    });

    it('when the autopilot approval e-mails are switched off, then only that switch changes', async () => {
      const off = await update({
        notificationSettings: { emailOnAutopilotApproval: false },
      }).expect(200);
      expect(off.body.user.notificationSettings).toEqual({
        emailOnPostFailure: true,
        emailOnAutopilotApproval: false,
      });
      await update({ notificationSettings: { emailOnAutopilotApproval: 'no' } }).expect(400);
      await update({ notificationSettings: { emailOnAutopilotApproval: true } }).expect(200);
    });

    it.each([
      [
        'a posting frequency of 0',
        { autopilotSettings: { postingFrequency: 0 } },
        /Posting frequency/,
      ],
      [
        'a posting frequency of 51',
        { autopilotSettings: { postingFrequency: 51 } },
        /Posting frequency/,
      ],
      [
        'a fractional posting frequency',
        { autopilotSettings: { postingFrequency: 2.5 } },
        /Posting frequency/,
      ],
      ['a colour that is not hex', { brandColors: ['red'] }, /hex codes/],
      [
        '11 brand colours',
        { brandColors: Array.from({ length: 11 }, () => '#000000') },
        /at most 10/,
      ],
      ['2001 characters of keywords', { brandKeywords: 'x'.repeat(2001) }, /2000 characters/],
      ['an empty first name', { firstName: '' }, /Please fill in all required fields\./],
      [
        'an operator for a name',
        { firstName: { $set: 'x' } },
        /Please fill in all required fields\./,
      ],
      ['an unknown niche', { niche: { type: 'unknown', icon: 'x', description: 'y' } }, /.+/],
      ['an unknown content goal', { contentGoals: ['world_domination'] }, /.+/],
      ['emailVerified', { emailVerified: false }, /emailVerified/],
      ['a password hash', { passwordHash: 'x' }, /passwordHash/],
      ['an email', { email: 'new@example.com' }, /email/],
      ['an unknown autopilot setting', { autopilotSettings: { enabled: true, extra: 1 } }, /extra/],
      [
        'a posting frequency sent as text',
        { autopilotSettings: { postingFrequency: '7' } },
        /Posting frequency/,
      ],
      ['an autopilot toggle sent as text', { autopilotSettings: { enabled: 'true' } }, /.+/],
      ['a colour without its #', { brandColors: ['112233'] }, /hex codes/],
      ['a three-digit colour', { brandColors: ['#123'] }, /hex codes/],
      ['brand colours that are not a list', { brandColors: '#112233' }, /.+/],
      ['keywords that are not text', { brandKeywords: ['a', 'b'] }, /.+/],
      ['a first name of spaces', { firstName: '   ' }, /Please fill in all required fields\./],
      ['an empty last name', { lastName: '' }, /Please fill in all required fields\./],
      ['an empty company name', { companyName: ' ' }, /Please fill in all required fields\./],
      ['an 81-character last name', { lastName: 'x'.repeat(81) }, /.+/],
      ['a 121-character company name', { companyName: 'x'.repeat(121) }, /.+/],
      ['a niche without its type', { niche: { icon: 'x', description: 'y' } }, /.+/],

      [
        'a 301-character niche description',
        { niche: { type: 'food', icon: 'x', description: 'y'.repeat(301) } },
        /.+/,
      ],
      ['a content goals string', { contentGoals: 'grow_audience' }, /.+/],
      ['an unknown voice tone', { voiceTone: { label: 'angry', icon: 'x' } }, /.+/],
      ['a voice tone without a label', { voiceTone: { icon: 'x' } }, /.+/],
      [
        'an unknown content type',
        { preferredContentTypes: [{ type: 'hologram', icon: 'x' }] },
        /.+/,
      ],
      [
        'an empty content-type selection',
        { preferredContentTypes: [] },
        /^Choose at least one content type\.$/,
      ],
      [
        'a content type chosen twice',
        {
          preferredContentTypes: [
            { type: 'videos', icon: 'Video' },
            { type: 'videos', icon: 'Video' },
          ],
        },
        /^Choose each content type once\.$/,
      ],
      [
        'seven content types',
        {
          preferredContentTypes: Array.from({ length: 7 }, () => ({ type: 'videos', icon: 'x' })),
        },
        /.+/,
      ],
      ['firstTimeLogged sent as text', { firstTimeLogged: 'false' }, /.+/],
      ['a logo URL', { brandLogo: 'https://example.com/logo.png' }, /brandLogo/],
      ['a logo thumbnail', { brandLogoThumbnail: null }, /brandLogoThumbnail/],
      ['connected accounts', { connectedAccounts: [] }, /connectedAccounts/],
      ['a plan', { plan: 'premium' }, /plan/],
    ])('when the body has %s, then 400 and nothing changes', async (_label, body, message) => {
      const before = (await stored()).toObject();
      const response = await update(body).expect(400);
      expect(response.body.code).toBe('validation_failed');
      expect(response.body.message).toMatch(message);
      expect((await stored()).toObject()).toEqual(before);
    });

    it.each([
      ['firstName', { firstName: '  Zoé  ' }, { firstName: 'Zoé' }],
      ['lastName', { lastName: 'Lima-Souza' }, { lastName: 'Lima-Souza' }],
      ['companyName', { companyName: ' Lima & Co ' }, { companyName: 'Lima & Co' }],
      [
        'niche',
        { niche: { type: 'e-commerce', icon: 'ShoppingCart', description: 'Shops' } },
        { niche: { type: 'e-commerce', icon: 'ShoppingCart', description: 'Shops' } },
      ],
      ['niche cleared', { niche: null }, { niche: null }],
      [
        'contentGoals',
        { contentGoals: ['sell_products_services', 'entertain_inspire'] },
        { contentGoals: ['sell_products_services', 'entertain_inspire'] },
      ],
      ['contentGoals cleared', { contentGoals: [] }, { contentGoals: [] }],
      [
        'brandKeywords',
        { brandKeywords: '\n Fresh daily 🍋 \t' },
        { brandKeywords: 'Fresh daily 🍋' },
      ],
      [
        'brandKeywords at 2000 characters',
        { brandKeywords: 'k'.repeat(2000) },
        { brandKeywords: 'k'.repeat(2000) },
      ],
      [
        'ten brandColors',
        { brandColors: Array.from({ length: 10 }, (_, i) => `#00000${i}`) },
        { brandColors: Array.from({ length: 10 }, (_, i) => `#00000${i}`) },
      ],
      ['brandColors cleared', { brandColors: [] }, { brandColors: [] }],
      [
        'voiceTone',
        { voiceTone: { label: 'ai', icon: 'Sparkles' } },
        { voiceTone: { label: 'ai', icon: 'Sparkles' } },
      ],
      ['voiceTone cleared', { voiceTone: null }, { voiceTone: null }],
      [
        'preferredContentTypes',
        {
          preferredContentTypes: [
            { type: 'podcast', icon: 'Mic' },
            { type: 'text', icon: 'Type' },
          ],
        },
        {
          preferredContentTypes: [
            { type: 'podcast', icon: 'Mic' },
            { type: 'text', icon: 'Type' },
          ],
        },
      ],
      [
        'autopilotSettings',
        { autopilotSettings: { enabled: false, approvePostsFirst: false, postingFrequency: 50 } },
        { autopilotSettings: { enabled: false, approvePostsFirst: false, postingFrequency: 50 } },
      ],
      [
        'a posting frequency of 1',
        { autopilotSettings: { postingFrequency: 1 } },
        { autopilotSettings: { postingFrequency: 1 } },
      ],
      ['firstTimeLogged', { firstTimeLogged: true }, { firstTimeLogged: true }],
      [
        'brandLogo removed when there is none',
        { brandLogo: null },
        { brandLogo: null, brandLogoThumbnail: null },
      ],
    ])(
      'when %s is saved, then the answer and a later /me both show it',
      async (_label, body, expected) => {
        const response = await update(body).expect(200);
        expect(response.body.user).toMatchObject(expected);
        const me = await request(bed.app)
          .get('/api/user/me')
          .set('Authorization', `Bearer ${user.accessToken}`)
          .expect(200);
        expect(UserSchema.strict().parse(me.body.data.user)).toMatchObject(expected);
      },
    );

    it('when no one is logged in, then 401', async () => {
      await request(bed.app).put('/api/user/updateProfile').send({ firstName: 'X' }).expect(401);
    });
  });

  it('when the checks are over, then no answer held a hash, a mailed code or a password', async () => {
    await expectNoSecretsInAnswers(bed);
  });
});
