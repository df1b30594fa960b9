import {
  API_ERROR_MESSAGES,
  API_ERROR_MESSAGES_FR,
  ApiErrorSchema,
  AUTH_MESSAGES,
  AUTH_MESSAGES_FR,
  LOGO_MESSAGES,
  LOGO_MESSAGES_FR,
  PROFILE_MESSAGES,
  PROFILE_MESSAGES_FR,
  SCHEDULING_MESSAGES,
  SCHEDULING_MESSAGES_FR,
  STYLE_MESSAGES,
  STYLE_MESSAGES_FR,
} from '@postcraft/contracts';
import request from 'supertest';
import {
  createVerifiedUser,
  signUpBody,
  startAccountTestBed,
  uniqueEmail,
  type AccountTestBed,
} from './helpers/account-test-bed.js';

/** The header each interface language sends, and what a call without one gets. */
const LANGUAGES = [
  { header: 'fr', language: 'fr' },
  { header: 'fr-CA,en;q=0.8', language: 'fr' },
  { header: 'en', language: 'en' },
  { header: undefined, language: 'en' },
] as const;

type Call = (header: string | undefined) => request.Test;

describe('answers in the language of the interface', () => {
  let bed: AccountTestBed;
  let bearer: { Authorization: string };
  beforeAll(async () => {
    bed = await startAccountTestBed();
    bearer = { Authorization: `Bearer ${(await createVerifiedUser(bed)).accessToken}` };
  });
  afterAll(() => bed.stop());

  const withLanguage = (test: request.Test, header: string | undefined) =>
    header === undefined ? test : test.set('Accept-Language', header);

  /** Sends the same call in each language and checks status, code and the message shown. */
  async function expectRefusal(
    call: Call,
    status: number,
    code: string,
    message: { en: string; fr: string },
  ) {
    for (const { header, language } of LANGUAGES) {
      const response = await call(header).expect(status);
      const body = ApiErrorSchema.parse(response.body);
      expect({ header, code: body.code, message: body.message }).toEqual({
        header,
        code,
        message: message[language],
      });
    }
  }

  it('when sign-up passwords differ, then the message and its issue are in the asked language', async () => {
    const body = { ...signUpBody(uniqueEmail('lang')), confirmPassword: 'Something-else-1' };
    const call: Call = (header) =>
      withLanguage(request(bed.app).post('/api/user/register'), header).send(body);
    await expectRefusal(call, 400, 'validation_failed', {
      en: AUTH_MESSAGES.passwordsDoNotMatch,
      fr: AUTH_MESSAGES_FR.passwordsDoNotMatch,
    });
    const french = await call('fr').expect(400);
    expect(french.body.issues).toEqual([
      { path: ['confirmPassword'], message: 'Les mots de passe ne correspondent pas.' },
    ]);
  });

  it('when an unknown email logs in, then "user not found" is translated and its code stays', async () => {
    const call: Call = (header) =>
      withLanguage(request(bed.app).post('/api/user/login'), header).send({
        email: uniqueEmail('nobody'),
        password: 'whatever-1',
      });
    await expectRefusal(call, 404, 'user_not_found', {
      en: AUTH_MESSAGES.userNotFound,
      fr: AUTH_MESSAGES_FR.userNotFound,
    });
  });

  it('when a profile saves no content type, then the refusal is in the asked language', async () => {
    const call: Call = (header) =>
      withLanguage(request(bed.app).put('/api/user/updateProfile'), header)
        .set(bearer)
        .send({ preferredContentTypes: [] });
    await expectRefusal(call, 400, 'validation_failed', {
      en: PROFILE_MESSAGES.contentTypesRequired,
      fr: PROFILE_MESSAGES_FR.contentTypesRequired,
    });
  });

  it('when a profile form carries a field that is not JSON, then the message names it in French too', async () => {
    const call: Call = (header) =>
      withLanguage(request(bed.app).put('/api/user/updateProfile'), header)
        .set(bearer)
        .field('brandColors', 'red');
    await expectRefusal(call, 400, 'validation_failed', {
      en: LOGO_MESSAGES.notJson('brandColors'),
      fr: LOGO_MESSAGES_FR.notJson('brandColors'),
    });
    expect(LOGO_MESSAGES_FR.notJson('brandColors')).toBe(
      'Le champ brandColors doit être envoyé sous forme de chaîne JSON.',
    );
  });

  it('when a post is scheduled without a platform, then nothing is created and the refusal is in the asked language', async () => {
    const call: Call = (header) =>
      withLanguage(request(bed.app).post('/api/user/schedule'), header)
        .set(bearer)
        .send({
          platforms: [],
          type: 'image',
          caption: 'Hello',
          scheduledTime: new Date(Date.now() + 3_600_000).toISOString(),
        });
    await expectRefusal(call, 400, 'validation_failed', {
      en: SCHEDULING_MESSAGES.platformsRequired,
      fr: SCHEDULING_MESSAGES_FR.platformsRequired,
    });
    const list = await request(bed.app).get('/api/user/scheduled-posts').set(bearer).expect(200);
    expect(list.body.data.scheduledPosts).toEqual([]);
  });

  it('when a scheduled post does not exist, then the 404 is in the asked language', async () => {
    const call: Call = (header) =>
      withLanguage(
        request(bed.app).delete('/api/user/schedule/0123456789abcdef01234567'),
        header,
      ).set(bearer);
    await expectRefusal(call, 404, 'not_found', {
      en: SCHEDULING_MESSAGES.notFound,
      fr: SCHEDULING_MESSAGES_FR.notFound,
    });
  });

  it("when a field has no catalogue message, then zod's own message is in the asked language", async () => {
    for (const { header, language } of LANGUAGES) {
      const response = await withLanguage(
        request(bed.app).get('/api/user/scheduled-posts?page=0'),
        header,
      )
        .set(bearer)
        .expect(400);
      expect({ header, message: response.body.message }).toEqual({
        header,
        message:
          language === 'fr'
            ? expect.stringMatching(/^Trop petit/)
            : expect.stringMatching(/^Too small/),
      });
    }
  });

  it('when a body is not valid JSON, then the read error is in the asked language', async () => {
    const call: Call = (header) =>
      withLanguage(request(bed.app).post('/api/user/login'), header)
        .set('Content-Type', 'application/json')
        .send('{"email": ');
    await expectRefusal(call, 400, 'malformed_body', {
      en: API_ERROR_MESSAGES.bodyNotJson,
      fr: API_ERROR_MESSAGES_FR.bodyNotJson,
    });
  });

  it('when an address has a broken percent-escape or no route, then the refusal is in the asked language', async () => {
    await expectRefusal(
      (header) => withLanguage(request(bed.app).get('/api/user/%ZZ'), header),
      400,
      'malformed_url',
      { en: API_ERROR_MESSAGES.malformedUrl, fr: API_ERROR_MESSAGES_FR.malformedUrl },
    );
    await expectRefusal(
      (header) => withLanguage(request(bed.app).get('/api/no-such-thing'), header),
      404,
      'not_found',
      {
        en: 'No route for GET /api/no-such-thing',
        fr: 'Aucune route pour GET /api/no-such-thing',
      },
    );
  });

  it('when a call succeeds, then its message is in the asked language too', async () => {
    for (const { header, language } of LANGUAGES) {
      const created = await request(bed.app)
        .post('/api/styles')
        .set(bearer)
        .send({ name: 'Bold', kind: 'template' })
        .expect(201);
      const deleted = await withLanguage(
        request(bed.app).delete(`/api/styles/${String(created.body.data.style._id)}`),
        header,
      )
        .set(bearer)
        .expect(200);
      expect(deleted.body.message).toBe(
        language === 'fr' ? STYLE_MESSAGES_FR.deleted : STYLE_MESSAGES.deleted,
      );
    }
  });
});
