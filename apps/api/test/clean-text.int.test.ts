import {
  RealtimeErrorPayloadSchema,
  SERVER_EVENTS,
  TEXT_MESSAGES,
  TEXT_MESSAGES_FR,
} from '@postcraft/contracts';
import {
  ContactMessageModel,
  SandboxAccountModel,
  SandboxAuthRequestModel,
  SavedStyleModel,
  UserModel,
} from '@postcraft/data';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import {
  createVerifiedUser,
  signUpBody,
  startAccountTestBed,
  uniqueEmail,
  type AccountTestBed,
} from './helpers/account-test-bed.js';
import { hop, listenWithPublicUrl } from './helpers/listening-app.js';
import { connectClient, listenWithSockets } from './helpers/socket-clients.js';

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

  it('when a Sandbox consent carries NUL in the display name (or its authorisation in the state), then a 400 page says why and no account or request is stored', async () => {
    const site = await listenWithPublicUrl(bed);
    try {
      const session = await request(site.url)
        .post('/api/connections/sessions')
        .set(bearer())
        .send({ platform: 'sandbox', sessionId: `clean-text-${Date.now()}` })
        .expect(201);
      const start = await hop(`${site.url}${session.body.data.startUrl as string}`);
      const consent = await hop(start.location!);
      const requestId = /name="requestId" value="([^"]*)"/.exec(consent.html)![1]!;
      const accounts = await SandboxAccountModel.countDocuments();
      const refused = await fetch(`${site.url}/sandbox/oauth/consent`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Accept-Language': 'fr',
          Origin: site.url,
        },
        body: new URLSearchParams({
          requestId,
          username: 'clean_text',
          displayName: 'Ana\u0000Lima',
          decision: 'allow',
        }).toString(),
      });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain(
        TEXT_MESSAGES_FR.controlCharacters.replace(/'/g, '&#39;'),
      );
      expect(await SandboxAccountModel.countDocuments()).toBe(accounts);

      const authorize = new URL(start.location!);
      authorize.searchParams.set('state', 'abc\u0000def');
      const requests = await SandboxAuthRequestModel.countDocuments();
      // A NUL in an address is refused app-wide, before the sandbox reads it.
      expect((await hop(authorize.toString())).status).toBe(400);
      expect(await SandboxAuthRequestModel.countDocuments()).toBe(requests);
    } finally {
      await site.close();
    }
  });

  it('when a socket marks a notification whose id carries NUL, then it answers invalid_payload, not a server error', async () => {
    const server = await listenWithSockets(bed.app, bed.config);
    const client = await connectClient(server.url, { cookie: `pc_access=${user.accessToken}` });
    try {
      await client.next(SERVER_EVENTS.authenticated);
      const userId = (jwt.decode(user.accessToken) as { sub: string }).sub;
      client.socket.emit('mark_notification_read', { userId, notificationId: 'a\u0000b' });
      expect(RealtimeErrorPayloadSchema.parse(await client.next(SERVER_EVENTS.error))).toEqual({
        code: 'invalid_payload',
        message: expect.any(String),
      });
    } finally {
      client.close();
      await server.stop();
    }
  });
});
