import {
  AuthenticatedPayloadSchema,
  AuthenticationErrorPayloadSchema,
  NewNotificationPayloadSchema,
  NotificationMarkedReadPayloadSchema,
  PendingNotificationsPayloadSchema,
  RealtimeErrorPayloadSchema,
  SERVER_EVENTS,
  UnreadCountPayloadSchema,
  userRoom,
} from '@postcraft/contracts';
import {
  asOwnerId,
  findNotification,
  insertNotification,
  toNotificationResponse,
} from '@postcraft/data';
import { Emitter } from '@socket.io/postgres-emitter';
import jwt from 'jsonwebtoken';
import { Types } from 'mongoose';
import pg from 'pg';
import request from 'supertest';
import {
  createVerifiedUser,
  startAccountTestBed,
  type AccountTestBed,
} from './helpers/account-test-bed.js';
import {
  connectClient,
  listenWithSockets,
  type ListeningSocketServer,
  type RecordingClient,
} from './helpers/socket-clients.js';

interface TestUser {
  userId: string;
  accessToken: string;
}

const userIdOf = (accessToken: string) => (jwt.decode(accessToken) as { sub: string }).sub;

async function newUser(bed: AccountTestBed): Promise<TestUser> {
  const { accessToken } = await createVerifiedUser(bed);
  return { userId: userIdOf(accessToken), accessToken };
}

let seq = 0;
async function storeNotification(userId: string, type: 'post_published' | 'post_failed') {
  const postId = new Types.ObjectId();
  const id = `${postId.toString()}:${type}`;
  seq += 1;
  await insertNotification(asOwnerId(userId), {
    _id: id,
    type,
    title: type === 'post_published' ? 'Post published' : 'Post failed',
    message: `Message ${seq}`,
    postId,
    jobId: null,
    platform: 'sandbox',
    platforms: ['sandbox'],
    caption: `Caption ${seq}`,
    mediaUrl: null,
    postType: 'image',
    url: type === 'post_published' ? 'https://sandbox.example/p/1' : null,
  });
  return id;
}

describe('the real-time notification channel', () => {
  let bed: AccountTestBed;
  let server: ListeningSocketServer;
  let config: AccountTestBed['config'];
  const clients: RecordingClient[] = [];
  const client = async (options?: { cookie?: string }) => {
    const made = await connectClient(server.url, options);
    clients.push(made);
    return made;
  };
  /** A browser: the session cookie the API set at login, sent with the handshake. */
  const browserOf = async (user: TestUser) => {
    const made = await client({ cookie: `pc_access=${user.accessToken}` });
    expect(AuthenticatedPayloadSchema.parse(await made.next(SERVER_EVENTS.authenticated))).toEqual({
      userId: user.userId,
    });
    made.socket.emit('join_notifications', { userId: user.userId });
    return made;
  };
  /** A round trip that proves every earlier event to this socket has arrived. */
  const settle = async (made: RecordingClient) => {
    made.socket.emit('get_unread_count', { userId: 'not an id' });
    await made.next(SERVER_EVENTS.error);
  };

  beforeAll(async () => {
    bed = await startAccountTestBed();
    const built = bed.newAppWithConfig();
    config = built.config;
    server = await listenWithSockets(built.app, config);
  });
  afterEach(() => {
    for (const made of clients.splice(0)) made.close();
  });
  afterAll(async () => {
    await server.stop();
    await bed.stop();
  });

  it('when a browser connects with its session cookie, then it is authenticated as its user and gets its pending notifications and unread count', async () => {
    const user = await newUser(bed);
    const first = await storeNotification(user.userId, 'post_published');
    const second = await storeNotification(user.userId, 'post_failed');
    const browser = await browserOf(user);

    browser.socket.emit('get_pending_notifications', { userId: user.userId });
    const pending = PendingNotificationsPayloadSchema.parse(
      await browser.next(SERVER_EVENTS.pendingNotifications),
    );
    expect(pending.map((notification) => notification._id)).toEqual([second, first]);
    expect(pending[1]).toMatchObject({
      type: 'post_published',
      isRead: false,
      url: 'https://sandbox.example/p/1',
      metadata: { platform: 'sandbox', url: 'https://sandbox.example/p/1' },
    });

    browser.socket.emit('get_unread_count', { userId: user.userId });
    expect(
      UnreadCountPayloadSchema.parse(await browser.next(SERVER_EVENTS.unreadCountUpdated)),
    ).toBe(2);
  });

  it("when an API client sends authenticate with its token, then it is authenticated; with a junk, expired or other user's token, it gets authentication_error only", async () => {
    const user = await newUser(bed);
    const other = await newUser(bed);

    const apiClient = await client();
    apiClient.socket.emit('authenticate', { userId: user.userId, token: user.accessToken });
    expect(await apiClient.next(SERVER_EVENTS.authenticated)).toEqual({ userId: user.userId });

    const expired = jwt.sign(
      { sid: new Types.ObjectId().toString() },
      config.secrets.JWT_ACCESS_SECRET,
      {
        algorithm: 'HS256',
        expiresIn: -60,
        subject: user.userId,
        issuer: 'postcraft',
        audience: 'postcraft-api',
      },
    );
    const attempts = [
      { userId: user.userId, token: 'junk' },
      { userId: user.userId, token: expired },
      { userId: user.userId, token: other.accessToken },
      { userId: 'not-an-id', token: user.accessToken },
      'not an object',
    ];
    for (const payload of attempts) {
      const refused = await client();
      refused.socket.emit('authenticate', payload);
      AuthenticationErrorPayloadSchema.parse(await refused.next(SERVER_EVENTS.authenticationError));
      refused.socket.emit('get_unread_count', { userId: user.userId });
      await refused.next(SERVER_EVENTS.authenticationError);
      expect(refused.events.map((entry) => entry.event)).toEqual([
        SERVER_EVENTS.authenticationError,
        SERVER_EVENTS.authenticationError,
      ]);
    }
  });

  it('when a session is logged out by another API process, then its token no longer authenticates a socket, by cookie or by authenticate', async () => {
    const user = await newUser(bed);
    // Authenticated once: this process keeps the session as live.
    await browserOf(user);
    await request(bed.app)
      .post('/api/user/logout')
      .set('Authorization', `Bearer ${user.accessToken}`)
      .send({})
      .expect(200);

    const apiClient = await client();
    apiClient.socket.emit('authenticate', { userId: user.userId, token: user.accessToken });
    AuthenticationErrorPayloadSchema.parse(await apiClient.next(SERVER_EVENTS.authenticationError));
    const browser = await client({ cookie: `pc_access=${user.accessToken}` });
    browser.socket.emit('get_unread_count', { userId: user.userId });
    await browser.next(SERVER_EVENTS.authenticationError);
    expect(browser.events.map((entry) => entry.event)).toEqual([SERVER_EVENTS.authenticationError]);
  });

  it('when a socket without authentication, or with a junk cookie, asks for anything, then it gets authentication_error and no data', async () => {
    const user = await newUser(bed);
    await storeNotification(user.userId, 'post_published');
    for (const cookie of [undefined, 'pc_access=junk']) {
      const stranger = await client(cookie ? { cookie } : {});
      for (const event of ['join_notifications', 'get_pending_notifications', 'get_unread_count']) {
        stranger.socket.emit(event, { userId: user.userId });
        await stranger.next(SERVER_EVENTS.authenticationError);
      }
      stranger.socket.emit('mark_notification_read', { userId: user.userId, notificationId: 'x' });
      await stranger.next(SERVER_EVENTS.authenticationError);
      expect(new Set(stranger.events.map((entry) => entry.event))).toEqual(
        new Set([SERVER_EVENTS.authenticationError]),
      );
    }
  });

  it("when a user names another user's id, then authentication_error, and that user's events never reach it", async () => {
    const alice = await newUser(bed);
    const bob = await newUser(bed);
    const aliceBrowser = await browserOf(alice);
    const bobBrowser = await browserOf(bob);
    const aliceNotification = await storeNotification(alice.userId, 'post_published');

    bobBrowser.socket.emit('join_notifications', { userId: alice.userId });
    await bobBrowser.next(SERVER_EVENTS.authenticationError);
    bobBrowser.socket.emit('get_pending_notifications', { userId: alice.userId });
    await bobBrowser.next(SERVER_EVENTS.authenticationError);
    bobBrowser.socket.emit('mark_notification_read', {
      userId: alice.userId,
      notificationId: aliceNotification,
    });
    await bobBrowser.next(SERVER_EVENTS.authenticationError);
    // Bob's own id with Alice's notification: nothing of Alice's changes.
    bobBrowser.socket.emit('mark_notification_read', {
      userId: bob.userId,
      notificationId: aliceNotification,
    });
    expect(await bobBrowser.next(SERVER_EVENTS.notificationMarkedRead)).toEqual({
      success: false,
      notificationId: aliceNotification,
    });
    expect((await findNotification(asOwnerId(alice.userId), aliceNotification))?.isRead).toBe(
      false,
    );

    const stored = await findNotification(asOwnerId(alice.userId), aliceNotification);
    server.sockets.io
      .to(userRoom(alice.userId))
      .emit(SERVER_EVENTS.newNotification, toNotificationResponse(stored!));
    NewNotificationPayloadSchema.parse(await aliceBrowser.next(SERVER_EVENTS.newNotification));
    await settle(bobBrowser);
    expect(bobBrowser.events.some((entry) => entry.event === SERVER_EVENTS.newNotification)).toBe(
      false,
    );
  });

  it('when a notification is marked read, then notification_marked_read answers and every tab of the user gets the new count', async () => {
    const user = await newUser(bed);
    const id = await storeNotification(user.userId, 'post_failed');
    await storeNotification(user.userId, 'post_published');
    const tab = await browserOf(user);
    const otherTab = await browserOf(user);
    await settle(otherTab); // its join is done

    tab.socket.emit('mark_notification_read', { userId: user.userId, notificationId: id });
    expect(
      NotificationMarkedReadPayloadSchema.parse(
        await tab.next(SERVER_EVENTS.notificationMarkedRead),
      ),
    ).toEqual({ success: true, notificationId: id });
    expect(await tab.next(SERVER_EVENTS.unreadCountUpdated)).toBe(1);
    expect(await otherTab.next(SERVER_EVENTS.unreadCountUpdated)).toBe(1);
    expect((await findNotification(asOwnerId(user.userId), id))?.isRead).toBe(true);
  });

  it('when a payload breaks its contract, then error {message, code} answers', async () => {
    const user = await newUser(bed);
    const browser = await browserOf(user);
    for (const payload of [
      undefined,
      {},
      { userId: 42 },
      { userId: user.userId, extra: 'x'.repeat(10) },
    ]) {
      browser.socket.emit('mark_notification_read', payload);
      expect(
        RealtimeErrorPayloadSchema.parse(await browser.next(SERVER_EVENTS.error)),
      ).toMatchObject({ code: 'invalid_payload' });
    }
  });
});

describe('events from the worker across API processes (PostgreSQL LISTEN/NOTIFY)', () => {
  let bed: AccountTestBed;
  const servers: ListeningSocketServer[] = [];
  let pool: pg.Pool;

  beforeAll(async () => {
    bed = await startAccountTestBed();
    const databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) throw new Error('DATABASE_URL is not set: the jest global setup did not run');
    for (let i = 0; i < 2; i += 1) {
      const built = bed.newAppWithConfig();
      servers.push(await listenWithSockets(built.app, built.config, { databaseUrl }));
    }
    pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  });
  afterAll(async () => {
    for (const server of servers) await server.stop();
    await pool.end();
    await bed.stop();
  });

  it("when the worker emits to a user's room, then the user's browsers on either API process receive it, and no one else", async () => {
    const user = await newUser(bed);
    const other = await newUser(bed);
    const browsers = [];
    for (const server of servers) {
      const browser = await connectClient(server.url, { cookie: `pc_access=${user.accessToken}` });
      await browser.next(SERVER_EVENTS.authenticated);
      browser.socket.emit('join_notifications', { userId: user.userId });
      browser.socket.emit('get_unread_count', { userId: user.userId });
      await browser.next(SERVER_EVENTS.unreadCountUpdated); // joined
      browsers.push(browser);
    }
    const bystander = await connectClient(servers[1]!.url, {
      cookie: `pc_access=${other.accessToken}`,
    });
    await bystander.next(SERVER_EVENTS.authenticated);
    bystander.socket.emit('join_notifications', { userId: other.userId });

    try {
      const id = await storeNotification(user.userId, 'post_published');
      const stored = await findNotification(asOwnerId(user.userId), id);
      // A long caption pushes the event past NOTIFY's 8,000 bytes: it goes through the table.
      const notification = { ...toNotificationResponse(stored!), caption: 'é'.repeat(5000) };
      const emitter = new Emitter(pool);
      emitter.to(userRoom(user.userId)).emit(SERVER_EVENTS.newNotification, notification);
      emitter.to(userRoom(user.userId)).emit(SERVER_EVENTS.unreadCountUpdated, 1);

      for (const browser of browsers) {
        expect(
          NewNotificationPayloadSchema.parse(await browser.next(SERVER_EVENTS.newNotification)),
        ).toEqual(notification);
        expect(await browser.next(SERVER_EVENTS.unreadCountUpdated)).toBe(1);
      }
      bystander.socket.emit('get_unread_count', { userId: other.userId });
      await bystander.next(SERVER_EVENTS.unreadCountUpdated);
      expect(bystander.events.map((entry) => entry.event)).not.toContain(
        SERVER_EVENTS.newNotification,
      );
    } finally {
      for (const browser of [...browsers, bystander]) browser.close();
    }
  });
});
