import { PLAN_LIMIT_MESSAGES } from '@postcraft/contracts';
import {
  chooseActiveAccount,
  saveConnectedAccount,
  ScheduledPostModel,
  type OwnerId,
} from '@postcraft/data';
import { newJobId } from '@postcraft/jobs';
import { startStandIn, type StandInServer } from '@postcraft/platforms/test-support';
import { Types } from 'mongoose';
import { ownerWithSandboxAccount } from './support/publish-fixtures.js';
import { usePublishHarness } from './support/publish-harness.js';
import { waitFor } from './helpers/wait-for.js';

const BOT_TOKEN = '7012345678:AAHidle-account-test';
const CHAT_ID = '-1001234567891';

/**
 * A Free user whose plan allows one account but who has two (after a downgrade): the worker
 * publishes to the active one only; a post to the idle one fails there with the plan's message,
 * the platform never called.
 */
describe('publishing to an account the plan leaves idle', () => {
  const harness = usePublishHarness('publish_idle');
  let telegram: StandInServer;
  let owner: OwnerId;

  beforeAll(async () => {
    telegram = await startStandIn({
      [`POST /bot${BOT_TOKEN}/sendMessage`]: () => ({
        json: { ok: true, result: { message_id: 1, chat: { id: CHAT_ID } } },
      }),
    });
    await harness.startWorker('idle-a', {
      TELEGRAM_BOT_TOKEN: BOT_TOKEN,
      TELEGRAM_URL_API: telegram.url,
    });
    // The Sandbox account first: the oldest connection is the active one.
    owner = await ownerWithSandboxAccount(harness.cipher);
    await saveConnectedAccount(
      {
        userId: owner,
        platform: 'telegram',
        profile: {
          id: CHAT_ID,
          username: 'bakerynews',
          displayName: 'Bakery News',
          avatarUrl: null,
          followers: 0,
          profileUrl: null,
          metadata: { chatId: CHAT_ID, channelUsername: 'bakerynews' },
        },
        tokens: {
          accessToken: '',
          refreshToken: null,
          expiresAt: null,
          refreshExpiresAt: null,
          scopes: [],
        },
      },
      harness.cipher,
    );
  });
  afterAll(async () => {
    await telegram.close();
  });

  async function publish(caption: string) {
    const now = new Date();
    const post = await ScheduledPostModel.create({
      ownerId: new Types.ObjectId(owner),
      scheduledTime: now,
      originalScheduledTime: now,
      caption,
      mediaUrl: null,
      mediaKey: null,
      mediaMimeType: null,
      mediaSizeBytes: null,
      platforms: ['sandbox', 'telegram'],
      status: 'pending',
      type: 'image',
      origin: 'schedule',
      jobId: newJobId(),
      platformResults: [],
    });
    await harness.schedule(post._id.toString(), now, post.jobId!);
    await waitFor(
      async () => (await ScheduledPostModel.findById(post._id).lean())?.status !== 'pending',
      30_000,
    );
    return (await ScheduledPostModel.findById(post._id).lean())!;
  }

  const sentToTelegram = () =>
    telegram.requests.filter((sent) => sent.path.endsWith('/sendMessage')).length;

  it('when a post goes to the active and the idle account, then only the active one gets it and the idle one fails with the plan message', async () => {
    const post = await publish('Fresh bread today');
    expect(post.status).toBe('completed');
    expect(
      post.platformResults.map(({ platform, outcome, message }) => ({
        platform,
        outcome,
        message,
      })),
    ).toEqual([
      { platform: 'sandbox', outcome: 'published', message: null },
      {
        platform: 'telegram',
        outcome: 'failed',
        message: PLAN_LIMIT_MESSAGES.idleAccount('Telegram'),
      },
    ]);
    expect(harness.platform().created.get('Fresh bread today')).toBe(1);
    expect(sentToTelegram()).toBe(0);
  }, 60_000);

  it('when the user makes the idle account active, then it publishes and the other is idle', async () => {
    await chooseActiveAccount(owner, 'telegram');
    const post = await publish('Croissants at noon');
    expect(post.platformResults.map(({ outcome }) => outcome)).toEqual(['failed', 'published']);
    expect(harness.platform().created.get('Croissants at noon')).toBeUndefined();
    expect(sentToTelegram()).toBe(1);
  }, 60_000);
});
