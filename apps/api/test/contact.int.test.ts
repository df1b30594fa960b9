import { CONTACT_MESSAGES, MessageResponseSchema, TEXT_MESSAGES } from '@postcraft/contracts';
import { ContactDeliveryClaimModel, ContactMessageModel } from '@postcraft/data';
import request from 'supertest';
import { DEFAULT_RATE_LIMITS } from '../src/config/rate-limits.js';
import {
  CSRF,
  startAccountTestBed,
  uniqueEmail,
  type AccountTestBed,
} from './helpers/account-test-bed.js';
import { startRawSmtpServer, unusedSmtpUrl } from './helpers/raw-smtp-server.js';

const OPERATOR = 'team@postcraft.local';
const THANKS = { message: 'Thanks! Your message is on its way; we will reply by email.' };
const LIMITED = { message: 'Too many attempts. Please try again later.', code: 'rate_limited' };

const messageFrom = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Ana Lima',
  email,
  message: 'We would like a demo of the autopilot for our three brands.',
  company: 'Lima Studio',
  topic: 'sales',
  ...extra,
});

describe('the contact form: POST /api/contact', () => {
  let bed: AccountTestBed;
  beforeAll(async () => {
    bed = await startAccountTestBed();
  });
  afterAll(() => bed.stop());

  const send = (body: unknown, app: AccountTestBed['app'] = bed.app) =>
    request(app)
      .post('/api/contact')
      .send(body as object);

  it('when a visitor sends a message, then it is stored, mailed to the operator, and the answer thanks them', async () => {
    const email = uniqueEmail('visitor');
    const response = await send(
      messageFrom(`  ${email.toUpperCase()} `, { message: '  Hello,\nplease call me back. ' }),
    ).expect(201);
    expect(MessageResponseSchema.strict().parse(response.body)).toEqual(THANKS);

    const row = await ContactMessageModel.findOne({ email }).orFail();
    expect(row).toMatchObject({
      name: 'Ana Lima',
      email,
      company: 'Lima Studio',
      topic: 'sales',
      message: 'Hello,\nplease call me back.',
      deliveryAttempts: 1,
      lastDeliveryError: null,
      nextDeliveryAt: null,
    });
    expect(row.deliveredAt).not.toBeNull();

    const mail = await bed.inbox.nextMail(OPERATOR);
    expect(mail.subject).toBe('[Postcraft contact] Sales: Ana Lima');
    expect(mail.text).toContain('Hello,\nplease call me back.');
    expect(mail.text).toContain(`Email: ${email}`);
    expect(mail.text).toContain(`Reference: ${row._id.toString()}`);
  });

  it('when the operator answers the mail, then the answer goes to the visitor (Reply-To)', async () => {
    const smtp = await startRawSmtpServer();
    try {
      const app = bed.newApp({ env: { SMTP_URL: smtp.url } });
      const email = uniqueEmail('reply');
      await send(messageFrom(email, { name: 'Zoé "Z" Lima' }), app).expect(201);
      const raw = await smtp.nextMessage();
      const headers = raw.slice(0, raw.indexOf('\r\n\r\n'));
      expect(headers).toMatch(new RegExp(`^Reply-To: .*<${email}>$`, 'mi'));
      expect(headers).toMatch(/^To: team@postcraft\.local$/im);
    } finally {
      await smtp.stop();
    }
  });

  it('when only the required fields are sent, then company is empty and the topic general', async () => {
    const email = uniqueEmail('minimal');
    await send({ name: 'Bo', email, message: 'Just saying hello!' }).expect(201);
    expect(await ContactMessageModel.findOne({ email }).orFail()).toMatchObject({
      company: '',
      topic: 'general',
    });
    expect((await bed.inbox.nextMail(OPERATOR)).subject).toBe(
      '[Postcraft contact] General question: Bo',
    );
  });

  it('when a name carries line breaks, then it is refused and nothing reaches the mail headers', async () => {
    const email = uniqueEmail('inject');
    const response = await send(messageFrom(email, { name: 'Eve\r\nBcc: victim@example.com' }));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(TEXT_MESSAGES.controlCharacters);
    expect(await ContactMessageModel.countDocuments({ email })).toBe(0);
    expect(bed.inbox.count('victim@example.com')).toBe(0);
  });

  it.each([
    ['no name', { name: undefined }, CONTACT_MESSAGES.nameRequired],
    ['a name of spaces', { name: '   ' }, CONTACT_MESSAGES.nameRequired],
    ['a 101-character name', { name: 'n'.repeat(101) }, CONTACT_MESSAGES.nameTooLong],
    ['no email', { email: undefined }, 'Please fill in all required fields.'],
    ['a malformed email', { email: 'ana@' }, 'Enter a valid email address.'],
    ['no message', { message: undefined }, CONTACT_MESSAGES.messageTooShort],
    ['a 9-character message', { message: '123456789' }, CONTACT_MESSAGES.messageTooShort],
    [
      'a short message padded with spaces',
      { message: '   short    ' },
      CONTACT_MESSAGES.messageTooShort,
    ],
    ['a 5001-character message', { message: 'm'.repeat(5001) }, CONTACT_MESSAGES.messageTooLong],
    ['a 121-character company', { company: 'c'.repeat(121) }, CONTACT_MESSAGES.companyTooLong],
    ['an unknown topic', { topic: 'lottery' }, CONTACT_MESSAGES.unknownTopic],
  ])(
    'when the form has %s, then 400 with a clear message and nothing is stored or mailed',
    async (_label, change, message) => {
      const email = uniqueEmail('invalid');
      const mails = bed.inbox.count(OPERATOR);
      const response = await send({ ...messageFrom(email), ...change }).expect(400);
      expect(response.body).toMatchObject({ code: 'validation_failed', message });
      expect(await ContactMessageModel.countDocuments({ email })).toBe(0);
      expect(bed.inbox.count(OPERATOR)).toBe(mails);
    },
  );

  it('when the limits are reached, then 429: 3 an hour per email, 5 an hour per client', async () => {
    const app = bed.newApp({
      rateLimits: {
        contactPerEmail: DEFAULT_RATE_LIMITS.contactPerEmail,
        contactPerIp: DEFAULT_RATE_LIMITS.contactPerIp,
      },
    });
    const email = uniqueEmail('eager');
    for (let count = 1; count <= 3; count += 1) await send(messageFrom(email), app).expect(201);
    expect((await send(messageFrom(email.toUpperCase()), app).expect(429)).body).toEqual(LIMITED);

    // A 400 does not count: fixing a typo is not held against the visitor.
    await send(messageFrom(uniqueEmail('typo'), { message: 'short' }), app).expect(400);
    await send(messageFrom(uniqueEmail('other')), app).expect(201);
    await send(messageFrom(uniqueEmail('other')), app).expect(201);
    expect((await send(messageFrom(uniqueEmail('other')), app).expect(429)).body).toEqual(LIMITED);
    expect(await ContactMessageModel.countDocuments({ email })).toBe(3);
    bed.inbox.skipAll(OPERATOR);
  });

  it('when the mail server is down, then the message is still stored, the answer is still 201, and the row records the failed attempt for the worker to retry in 5 minutes', async () => {
    const app = bed.newApp({ env: { SMTP_URL: await unusedSmtpUrl() } });
    const email = uniqueEmail('offline');
    const before = Date.now();
    const response = await send(messageFrom(email), app).expect(201);
    expect(response.body).toEqual(THANKS);
    const row = await ContactMessageModel.findOne({ email }).orFail();
    expect(row.deliveredAt).toBeNull();
    expect(row.deliveryAttempts).toBe(1);
    expect(row.lastDeliveryError).toMatch(/^mail_unavailable E[A-Z]+$/);
    const retryInMs = row.nextDeliveryAt!.getTime() - before;
    expect(retryInMs).toBeGreaterThanOrEqual(5 * 60_000);
    expect(retryInMs).toBeLessThan(6 * 60_000);
    expect(row.message).toBe(messageFrom(email).message);
    expect(await ContactDeliveryClaimModel.countDocuments({ messageId: row._id })).toBe(1);
  });

  it('when CONTACT_EMAIL is configured, then messages go there', async () => {
    const app = bed.newApp({ env: { CONTACT_EMAIL: 'ops@example.org' } });
    await send(messageFrom(uniqueEmail('configured')), app).expect(201);
    expect((await bed.inbox.nextMail('ops@example.org')).subject).toContain('Ana Lima');
  });

  it('when a foreign page posts the form, then 403 and nothing is stored', async () => {
    const email = uniqueEmail('forged');
    await send(messageFrom(email)).set('Origin', 'https://evil.example').expect(403);
    expect(await ContactMessageModel.countDocuments({ email })).toBe(0);
  });

  it('when the web app sends it from its own origin with the CSRF header, then 201', async () => {
    await send(messageFrom(uniqueEmail('web')))
      .set('Origin', 'http://localhost:5173')
      .set(CSRF)
      .expect(201);
    bed.inbox.skipAll(OPERATOR);
  });
});
