import { TEXT_MESSAGES } from '@postcraft/contracts';
import { ContactMessageModel, SavedStyleModel, UserModel } from '@postcraft/data';
import request from 'supertest';
import {
  createVerifiedUser,
  signUpBody,
  startAccountTestBed,
  uniqueEmail,
  type AccountTestBed,
} from './helpers/account-test-bed.js';

const NUL = 'Ana\u0000';
const ESCAPE = '\u001b[2J';
const LONE_SURROGATE = 'Ana \ud83d';

describe('stored text is clean text', () => {
  let bed: AccountTestBed;
  let user: Awaited<ReturnType<typeof createVerifiedUser>>;
  const bearer = () => ({ Authorization: `Bearer ${user.accessToken}` });

  beforeAll(async () => {
    bed = await startAccountTestBed();
    user = await createVerifiedUser(bed);
  });
  afterAll(() => bed.stop());

  const expectRefused = (response: request.Response, message: string) => {
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'validation_failed', message });
  };

  it('when a sign-up name carries NUL or a lone surrogate, then it is refused and no account or mail is made', async () => {
    for (const [field, value, message] of [
      ['firstName', NUL, TEXT_MESSAGES.controlCharacters],
      ['lastName', LONE_SURROGATE, TEXT_MESSAGES.brokenCharacters],
      ['companyName', `Studio${ESCAPE}`, TEXT_MESSAGES.controlCharacters],
    ] as const) {
      const email = uniqueEmail('dirty');
      const response = await request(bed.app)
        .post('/api/user/register')
        .send({ ...signUpBody(email), [field]: value });
      expectRefused(response, message);
      expect(await UserModel.countDocuments({ email })).toBe(0);
      expect(bed.inbox.count(email)).toBe(0);
    }
  });

  it('when the profile gets control characters in a name or the keywords, then nothing changes', async () => {
    const before = await request(bed.app).get('/api/user/me').set(bearer()).expect(200);
    for (const body of [
      { firstName: NUL },
      { companyName: 'Tab\there' },
      { brandKeywords: `coffee, tea${ESCAPE}` },
      { brandKeywords: LONE_SURROGATE },
    ]) {
      const response = await request(bed.app)
        .put('/api/user/updateProfile')
        .set(bearer())
        .send(body);
      expect(response.status).toBe(400);
    }
    const after = await request(bed.app).get('/api/user/me').set(bearer()).expect(200);
    expect(after.body).toEqual(before.body);
    // Keywords are multi-line text: line breaks and tabs stay allowed.
    await request(bed.app)
      .put('/api/user/updateProfile')
      .set(bearer())
      .send({ brandKeywords: 'coffee\n\tlatte art' })
      .expect(200);
  });

  it('when a style name or description carries control characters or a lone surrogate, then no style is saved', async () => {
    for (const body of [
      { name: NUL, kind: 'template' },
      { name: LONE_SURROGATE, kind: 'template' },
      { name: 'Bold', kind: 'template', description: `Bright${ESCAPE}` },
    ]) {
      const response = await request(bed.app).post('/api/styles').set(bearer()).send(body);
      expect(response.status).toBe(400);
    }
    expect(await SavedStyleModel.countDocuments()).toBe(0);
  });

  it('when a contact message carries NUL, then it is refused; its line breaks and tabs are fine', async () => {
    const email = uniqueEmail('contact');
    const message = 'Hello,\n\twe would like a demo.';
    for (const extra of [
      { name: NUL },
      { company: LONE_SURROGATE },
      { message: `${message}\u0000` },
    ]) {
      const response = await request(bed.app)
        .post('/api/contact')
        .send({ name: 'Ana', email, message, ...extra });
      expect(response.status).toBe(400);
    }
    expect(await ContactMessageModel.countDocuments({ email })).toBe(0);
    await request(bed.app).post('/api/contact').send({ name: 'Ana', email, message }).expect(201);
    expect((await ContactMessageModel.findOne({ email }).orFail()).message).toBe(message);
  });
});
