import { NewNotificationPayloadSchema, SERVER_EVENTS } from '@postcraft/contracts';
import { UserModel, type OwnerId } from '@postcraft/data';
import { startMailCatcher, type MailCatcher } from '@postcraft/mail-catcher';
import { Types } from 'mongoose';
import { ownerWithSandboxAccount, seedScheduledPosts } from './support/publish-fixtures.js';
import { usePublishHarness } from './support/publish-harness.js';
import { startSocketStandIn, type SocketStandIn } from './support/socket-stand-in.js';

/** Waits until `check` answers something, polling; fails with `what` after the time limit. */
async function eventually<T>(
  what: string,
  check: () => T | undefined,
  timeoutMs = 30_000,
  context: () => string = () => '',
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${context()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('notifications from the publish job to the browser and the mailbox', () => {
  let catcher: MailCatcher;
  let sockets: SocketStandIn;
  const env: Record<string, string> = {};
  const harness = usePublishHarness('publish_notify', env);

  beforeAll(async () => {
    catcher = await startMailCatcher({ smtpPort: 0 });
    env.SMTP_URL = catcher.smtpUrl;
    sockets = await startSocketStandIn(process.env.DATABASE_URL!);
    await harness.startWorker('notify-a', { SMTP_URL: catcher.smtpUrl });
  });
  afterAll(async () => {
    await sockets?.close();
    await catcher?.stop();
  });

  /** A user (language, failure mails) with a connected Sandbox account. */
  async function user(language: 'en' | 'fr', emailOnPostFailure = true): Promise<OwnerId> {
    const owner = await ownerWithSandboxAccount(harness.cipher);
    await UserModel.collection.insertOne({
      _id: new Types.ObjectId(owner),
      email: `owner.${owner}@example.com`,
      language,
      notificationSettings: { emailOnPostFailure },
    });
    return owner;
  }
  const post = (owner: OwnerId, prefix: string) =>
    seedScheduledPosts({
      owner,
      count: 1,
      dueAt: () => new Date(),
      schedule: harness.schedule,
      prefix,
    }).then(([id]) => id!);

  it("when a post is published, then the owner's open browser gets new_notification (in their language, with the post's address) and the unread count", async () => {
    const owner = await user('fr');
    const browser = await sockets.browser(owner);
    const postId = await post(owner, 'published-fr');

    const event = await eventually(
      'new_notification',
      () => browser.received.find((entry) => entry.event === SERVER_EVENTS.newNotification),
      30_000,
      () => harness.workers.map((worker) => worker.output()).join('\n'),
    );
    const notification = NewNotificationPayloadSchema.parse(event.payload);
    expect(notification).toMatchObject({
      type: 'post_published',
      title: 'Post publié',
      message: 'Votre post est en ligne sur Sandbox.',
      postId,
      platforms: ['sandbox'],
      caption: 'published-fr 0',
      isRead: false,
    });
    expect(notification.url).toMatch(/\/p\/\d+$/);
    const count = await eventually('unread_count_updated', () =>
      browser.received.find((entry) => entry.event === SERVER_EVENTS.unreadCountUpdated),
    );
    expect(count.payload).toBe(1);
  });

  it("when a post fails, then post_failed carries the platform's reason and a mail goes out, unless the user turned those mails off", async () => {
    const quiet = await user('en', false);
    const quietBrowser = await sockets.browser(quiet);
    harness.platform().script.push({ status: 422, json: { error: 'Caption refused by Sandbox' } });
    await post(quiet, 'failed-quiet');
    const quietEvent = NewNotificationPayloadSchema.parse(
      (
        await eventually("the quiet user's post_failed", () =>
          quietBrowser.received.find((entry) => entry.event === SERVER_EVENTS.newNotification),
        )
      ).payload,
    );
    expect(quietEvent).toMatchObject({ type: 'post_failed', title: 'Post failed' });
    expect(quietEvent.message).toMatch(/^Your post could not be published on Sandbox: /);

    const owner = await user('fr');
    const browser = await sockets.browser(owner);
    harness.platform().script.push({ status: 422, json: { error: 'Caption refused by Sandbox' } });
    await post(owner, 'failed-fr');
    const event = NewNotificationPayloadSchema.parse(
      (
        await eventually('post_failed', () =>
          browser.received.find((entry) => entry.event === SERVER_EVENTS.newNotification),
        )
      ).payload,
    );
    expect(event).toMatchObject({ type: 'post_failed', title: 'Échec du post' });

    const mail = await eventually('the failure mail', () =>
      catcher.messages().find((message) => message.to.includes(`owner.${owner}@example.com`)),
    );
    expect(mail.subject).toBe('Postcraft · Un post n’a pas pu être publié');
    expect(mail.text).toContain(event.message);
    expect(mail.text).toContain('failed-fr 0');
    expect(mail.text).toMatch(/\/calendar/);
    // The quiet user's mail would have gone right after its event, long before this one.
    expect(
      catcher.messages().some((message) => message.to.includes(`owner.${quiet}@example.com`)),
    ).toBe(false);
  });

  it('when many posts of one user are published at once, then their browser gets a few unread counts, the last one right', async () => {
    const owner = await user('en');
    const browser = await sockets.browser(owner);
    const posts = 30;
    await seedScheduledPosts({
      owner,
      count: posts,
      dueAt: () => new Date(),
      schedule: harness.schedule,
      prefix: 'burst',
    });
    const counts = () =>
      browser.received.filter((entry) => entry.event === SERVER_EVENTS.unreadCountUpdated);
    await eventually(
      'every post notified and a count of them all',
      () =>
        browser.received.filter((entry) => entry.event === SERVER_EVENTS.newNotification).length ===
          posts && counts().some((entry) => entry.payload === posts)
          ? true
          : undefined,
      90_000,
    );

    const received = counts();
    expect(received.at(-1)!.payload).toBe(posts);
    // One count per second at most, not one per post. The span is read on arrival, from the
    // first notification on: the transport may hold one count back and deliver it with the next,
    // so the bound allows two counts more than the seconds seen.
    const firstNotification = browser.received.find(
      (entry) => entry.event === SERVER_EVENTS.newNotification,
    )!;
    const spanSeconds = (received.at(-1)!.at - firstNotification.at) / 1000;
    expect(received.length).toBeLessThanOrEqual(Math.floor(spanSeconds) + 3);
    expect(received.length).toBeLessThan(posts);
  });
});
