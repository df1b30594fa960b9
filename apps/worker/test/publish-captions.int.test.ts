import { saveConnectedAccount, ScheduledPostModel, type OwnerId } from '@postcraft/data';
import { startStandIn, type StandInServer } from '@postcraft/platforms/test-support';
import { Types } from 'mongoose';
import { newJobId } from '@postcraft/jobs';
import { ownerWithSandboxAccount } from './support/publish-fixtures.js';
import { usePublishHarness } from './support/publish-harness.js';
import { waitFor } from './helpers/wait-for.js';

const BOT_TOKEN = '7012345678:AAHcaptions-test';
const CHAT_ID = '-1001234567890';

/** Connects a Telegram channel for the owner, as the bot-channel connection stores it. */
async function connectTelegram(owner: OwnerId, cipher: Parameters<typeof saveConnectedAccount>[1]) {
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
    cipher,
  );
}

describe('publishing a post whose platforms have their own captions', () => {
  const harness = usePublishHarness('publish_captions');
  let telegram: StandInServer;
  let owner: OwnerId;

  beforeAll(async () => {
    let messageId = 0;
    telegram = await startStandIn({
      [`POST /bot${BOT_TOKEN}/sendMessage`]: () => ({
        json: { ok: true, result: { message_id: (messageId += 1), chat: { id: CHAT_ID } } },
      }),
    });
    await harness.startWorker('captions-a', {
      TELEGRAM_BOT_TOKEN: BOT_TOKEN,
      TELEGRAM_URL_API: telegram.url,
      // Two accounts of one user publish: billing off, so the plan leaves neither idle.
      BILLING: 'off',
    });
    owner = await ownerWithSandboxAccount(harness.cipher);
    await connectTelegram(owner, harness.cipher);
  });
  afterAll(async () => {
    await telegram.close();
  });

  async function publish(caption: string, captions: Record<string, string> | undefined) {
    const now = new Date();
    const post = await ScheduledPostModel.create({
      ownerId: new Types.ObjectId(owner),
      scheduledTime: now,
      originalScheduledTime: now,
      caption,
      captions,
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

  const telegramTexts = () =>
    telegram.requests
      .filter((sent) => sent.path.endsWith('/sendMessage'))
      .map((sent) => (sent.json as { text: string }).text);

  it('when Telegram has its own caption, then Telegram receives it and the Sandbox the default', async () => {
    const post = await publish('Fresh bread today', { telegram: 'Bread is out of the oven 🍞' });

    expect(post.status).toBe('completed');
    expect(post.platformResults.map((result) => result.outcome)).toEqual([
      'published',
      'published',
    ]);
    expect(harness.platform().created.get('Fresh bread today')).toBe(1);
    expect(harness.platform().created.get('Bread is out of the oven 🍞')).toBeUndefined();
    expect(telegramTexts()).toContain('Bread is out of the oven 🍞');
    expect(telegramTexts()).not.toContain('Fresh bread today');
  }, 60_000);

  it('when no platform has its own caption, then every platform receives the default caption', async () => {
    await publish('Croissants at noon', undefined);

    expect(harness.platform().created.get('Croissants at noon')).toBe(1);
    expect(telegramTexts()).toContain('Croissants at noon');
  }, 60_000);
});
