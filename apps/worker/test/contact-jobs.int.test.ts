import {
  ContactDeliveryClaimModel,
  ContactMessageModel,
  contactDeliveryClaimId,
} from '@postcraft/data';
import { startMailCatcher, type MailCatcher } from '@postcraft/mail-catcher';
import mongoose, { Types } from 'mongoose';
import { purgeContactMessagesJob } from '../src/jobs/purge-contact-messages/purge-contact-messages.job.js';
import { retryContactDeliveryJob } from '../src/jobs/retry-contact-delivery/retry-contact-delivery.job.js';
import { closedSmtpUrl } from './helpers/closed-smtp-port.js';
import { useIsolatedDatabase } from './helpers/isolated-database.js';
import { jobContext, testWorkerSetup } from './helpers/job-context.js';

const OPERATOR = 'team@postcraft.local';
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const ago = (ms: number) => new Date(Date.now() - ms);

describe('contact-message jobs', () => {
  const database = useIsolatedDatabase('contact_jobs');
  let catcher: MailCatcher;

  beforeAll(async () => {
    await mongoose.connect(database.uri);
    catcher = await startMailCatcher({ smtpPort: 0 });
  });
  afterAll(async () => {
    await catcher.stop();
    await mongoose.disconnect();
  });

  /** A worker whose mailer reaches `smtpUrl`. */
  const workerOn = (smtpUrl: string, env: NodeJS.ProcessEnv = {}) =>
    jobContext(database.db(), testWorkerSetup({ SMTP_URL: smtpUrl, ...env }).dependencies);
  const retry = (smtpUrl: string) =>
    retryContactDeliveryJob.handle({ batchSize: 50 }, workerOn(smtpUrl));
  const mailsAbout = (id: Types.ObjectId) =>
    catcher
      .messages()
      .filter((mail) => mail.to.includes(OPERATOR) && mail.text.includes(`Reference: ${id}`));

  /** A message as the API leaves it when its own attempt failed (or before it made one). */
  const storedMessage = (fields: Record<string, unknown> = {}) =>
    ContactMessageModel.create({
      name: 'Ana Lima',
      email: `ana.${new Types.ObjectId().toString()}@example.com`,
      company: 'Lima Studio',
      topic: 'sales',
      message: 'We would like a demo of the autopilot for our three brands.',
      ...fields,
    });

  describe('retrying delivery (contact.retry-delivery)', () => {
    it('when the mail server is down, then the attempt is recorded with its error and the next one waits 5 minutes', async () => {
      const row = await storedMessage();
      await retry(await closedSmtpUrl());

      const after = await ContactMessageModel.findById(row._id).orFail();
      expect(after.deliveryAttempts).toBe(1);
      expect(after.deliveredAt).toBeNull();
      expect(after.lastDeliveryError).toMatch(/^mail_unavailable E[A-Z]+$/);
      const waitMs = after.nextDeliveryAt!.getTime() - Date.now();
      expect(waitMs).toBeGreaterThan(4 * MINUTE_MS);
      expect(waitMs).toBeLessThanOrEqual(5 * MINUTE_MS);

      // The server is back, but the backoff has not passed: nothing is sent yet.
      await retry(catcher.smtpUrl);
      expect(mailsAbout(row._id)).toHaveLength(0);
      expect((await ContactMessageModel.findById(row._id).orFail()).deliveryAttempts).toBe(1);
    });

    it('when a later attempt reaches the mail server, then the operator gets the message exactly once, even with two workers at once', async () => {
      const row = await storedMessage({
        deliveryAttempts: 2,
        lastDeliveryError: 'mail_unavailable ESOCKET',
        nextDeliveryAt: ago(MINUTE_MS),
      });

      await Promise.all([retry(catcher.smtpUrl), retry(catcher.smtpUrl)]);
      await retry(catcher.smtpUrl);

      const mails = mailsAbout(row._id);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('[Postcraft contact] Sales: Ana Lima');
      expect(mails[0]!.text).toContain('We would like a demo of the autopilot');
      expect(mails[0]!.text).toContain(`Email: ${row.email}`);
      const after = await ContactMessageModel.findById(row._id).orFail();
      expect(after.deliveryAttempts).toBe(3);
      expect(after.deliveredAt).not.toBeNull();
      expect(after.nextDeliveryAt).toBeNull();
      expect(await ContactDeliveryClaimModel.countDocuments({ messageId: row._id })).toBe(1);
    });

    it('when the first attempt fails and a later one succeeds, then delivery follows the backoff and ends with one mail', async () => {
      const row = await storedMessage();
      await retry(await closedSmtpUrl());
      await ContactMessageModel.updateOne({ _id: row._id }, { nextDeliveryAt: ago(1) });
      await retry(catcher.smtpUrl);

      expect(mailsAbout(row._id)).toHaveLength(1);
      expect(await ContactMessageModel.findById(row._id).lean().orFail()).toMatchObject({
        deliveryAttempts: 2,
        lastDeliveryError: expect.stringMatching(/^mail_unavailable E[A-Z]+$/),
        nextDeliveryAt: null,
      });
      // Even made due again by mistake, a delivered message is not sent twice.
      await ContactMessageModel.updateOne({ _id: row._id }, { nextDeliveryAt: ago(1) });
      await retry(catcher.smtpUrl);
      expect(mailsAbout(row._id)).toHaveLength(1);
    });

    it('when the tenth attempt fails, then the message is given up and never tried again', async () => {
      const row = await storedMessage({ deliveryAttempts: 9, nextDeliveryAt: ago(1) });
      await retry(await closedSmtpUrl());
      expect(await ContactMessageModel.findById(row._id).lean().orFail()).toMatchObject({
        deliveryAttempts: 10,
        deliveredAt: null,
        nextDeliveryAt: null,
      });
      await retry(catcher.smtpUrl);
      expect(mailsAbout(row._id)).toHaveLength(0);
    });

    it('when another process holds the next attempt, then nothing is sent until its claim is 15 minutes old, and then the attempt after it goes out', async () => {
      const row = await storedMessage({ nextDeliveryAt: ago(1) });
      // The API (or another worker) claimed attempt 1 a minute ago and is still on it.
      await ContactDeliveryClaimModel.create({
        _id: contactDeliveryClaimId(row._id, 1),
        messageId: row._id,
        attempt: 1,
        claimedAt: ago(MINUTE_MS),
      });
      await retry(catcher.smtpUrl);
      expect(mailsAbout(row._id)).toHaveLength(0);
      expect((await ContactMessageModel.findById(row._id).orFail()).deliveryAttempts).toBe(0);

      // That process died without recording the outcome.
      await ContactDeliveryClaimModel.updateOne(
        { _id: contactDeliveryClaimId(row._id, 1) },
        { claimedAt: ago(16 * MINUTE_MS) },
      );
      await retry(catcher.smtpUrl);
      expect((await ContactMessageModel.findById(row._id).orFail()).lastDeliveryError).toBe(
        'interrupted before its outcome was recorded',
      );
      await retry(catcher.smtpUrl);
      expect(mailsAbout(row._id)).toHaveLength(1);
      expect((await ContactMessageModel.findById(row._id).orFail()).deliveryAttempts).toBe(2);
    });

    it('when CONTACT_EMAIL is configured for the worker, then retried messages go there', async () => {
      const row = await storedMessage({ nextDeliveryAt: ago(1) });
      await retryContactDeliveryJob.handle(
        { batchSize: 50 },
        workerOn(catcher.smtpUrl, { CONTACT_EMAIL: 'ops@example.org' }),
      );
      const mail = await catcher.waitForMail('ops@example.org');
      expect(mail.text).toContain(`Reference: ${row._id.toString()}`);
    });
  });

  describe('retention (maintenance.purge-contact-messages)', () => {
    const messages = () => database.db().collection('contactMessages');

    async function insertReceived(label: string, receivedAgoMs: number) {
      const _id = new Types.ObjectId();
      await messages().insertOne({
        _id,
        name: label,
        email: `${label}@example.com`,
        company: '',
        topic: 'general',
        message: 'Hello there, this is a message.',
        deliveryAttempts: 1,
        deliveredAt: ago(receivedAgoMs),
        lastDeliveryError: null,
        nextDeliveryAt: null,
        createdAt: ago(receivedAgoMs),
        updatedAt: ago(receivedAgoMs),
      });
      await ContactDeliveryClaimModel.create({
        _id: contactDeliveryClaimId(_id, 1),
        messageId: _id,
        attempt: 1,
        claimedAt: ago(receivedAgoMs),
      });
      return _id;
    }

    it('when messages are older than the retention period (365 days by default), then they and their claims are deleted and newer ones kept', async () => {
      await messages().deleteMany({});
      const old = await insertReceived('old', 366 * DAY_MS);
      const recent = await insertReceived('recent', 364 * DAY_MS);
      const today = await insertReceived('today', MINUTE_MS);

      await purgeContactMessagesJob.handle({}, workerOn(catcher.smtpUrl));

      expect((await messages().distinct('_id')).map(String).sort()).toEqual(
        [recent, today].map(String).sort(),
      );
      expect(await ContactDeliveryClaimModel.countDocuments({ messageId: old })).toBe(0);
      expect(await ContactDeliveryClaimModel.countDocuments({ messageId: recent })).toBe(1);
    });

    it('when CONTACT_RETENTION_DAYS is 30, then messages older than 30 days are deleted', async () => {
      await messages().deleteMany({});
      await insertReceived('month-old', 31 * DAY_MS);
      const week = await insertReceived('week-old', 7 * DAY_MS);

      await purgeContactMessagesJob.handle(
        {},
        workerOn(catcher.smtpUrl, { CONTACT_RETENTION_DAYS: '30' }),
      );

      expect((await messages().distinct('_id')).map(String)).toEqual([String(week)]);
    });
  });
});
