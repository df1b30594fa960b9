import {
  AuthenticationErrorPayloadSchema,
  NewNotificationPayloadSchema,
  SERVER_EVENTS,
  userRoom,
} from '@postcraft/contracts';
import {
  asOwnerId,
  findNotification,
  insertNotification,
  SessionModel,
  toNotificationResponse,
} from '@postcraft/data';
import jwt from 'jsonwebtoken';
import { Types } from 'mongoose';
import request from 'supertest';
import {
  createVerifiedUser,
  CSRF,
  startAccountTestBed,
  type AccountTestBed,
} from './helpers/account-test-bed.js';
import {
  connectClient,
  listenWithSockets,
  type ListeningSocketServer,
  type RecordingClient,
} from './helpers/socket-clients.js';

const NEW_PASSWORD = 'An0ther-strong-one!';

interface Session {
  userId: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

const claimsOf = (accessToken: string) => jwt.decode(accessToken) as { sub: string; sid: string };

/** A notification of the user, stored, in the shape the worker pushes. */
async function newNotificationOf(userId: string) {
  const postId = new Types.ObjectId();
  const id = `${postId.toString()}:post_published`;
  await insertNotification(asOwnerId(userId), {
    _id: id,
    type: 'post_published',
    title: 'Post published',
    message: 'Published',
    postId,
    jobId: null,
    platform: 'sandbox',
    platforms: ['sandbox'],
    caption: 'Caption',
    mediaUrl: null,
    postType: 'image',
    url: null,
  });
  return toNotificationResponse((await findNotification(asOwnerId(userId), id))!);
}

/** The reason `client` was disconnected for, failing after 10 s without one. */
async function disconnectReason(client: RecordingClient): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('not disconnected within 10 s')), 10_000);
  });
  try {
    return await Promise.race([client.disconnected, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A revoked session loses its sockets on every API process: the process that revokes it
 * disconnects them through the socket.io adapter (PostgreSQL here), and a socket whose disconnect
 * was lost is refused at its next event.
 */
describe('sockets of revoked sessions, across API processes', () => {
  let bed: AccountTestBed;
  /** Two API processes on the same databases: HTTP app and socket server each. */
  const processes: ListeningSocketServer[] = [];
  const clients: RecordingClient[] = [];

  beforeAll(async () => {
    bed = await startAccountTestBed();
    const databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) throw new Error('DATABASE_URL is not set: the jest global setup did not run');
    for (let i = 0; i < 2; i += 1) {
      const built = bed.newAppWithConfig();
      processes.push(
        await listenWithSockets(built.app, built.config, {
          databaseUrl,
          authenticator: built.authenticator,
        }),
      );
    }
  });
  afterEach(() => {
    for (const made of clients.splice(0)) made.close();
  });
  afterAll(async () => {
    for (const server of processes) await server.stop();
    await bed.stop();
  });

  const processA = () => processes[0]!;
  const processB = () => processes[1]!;

  async function signUp(): Promise<Session> {
    const user = await createVerifiedUser(bed);
    return { ...user, userId: claimsOf(user.accessToken).sub };
  }

  /** Another session of the same user (another device). */
  async function logIn(user: Session): Promise<Session> {
    const response = await request(processA().url)
      .post('/api/user/login')
      .send({ email: user.email, password: user.password })
      .expect(200);
    return {
      ...user,
      accessToken: response.body.token as string,
      refreshToken: response.body.refreshToken as string,
    };
  }

  /** A browser on process B: its session cookie in the handshake; joined to its notifications. */
  async function browserOnB(session: Session): Promise<RecordingClient> {
    const browser = await connectClient(processB().url, {
      cookie: `pc_access=${session.accessToken}`,
    });
    clients.push(browser);
    await browser.next(SERVER_EVENTS.authenticated);
    await expectAnswering(browser, session);
    return browser;
  }

  /** An API client on process B, authenticated by the `authenticate` event. */
  async function apiClientOnB(session: Session): Promise<RecordingClient> {
    const apiClient = await connectClient(processB().url);
    clients.push(apiClient);
    apiClient.socket.emit('authenticate', { userId: session.userId, token: session.accessToken });
    await apiClient.next(SERVER_EVENTS.authenticated);
    await expectAnswering(apiClient, session);
    return apiClient;
  }

  /** The socket is joined to the user's notifications and answers an event. */
  async function expectAnswering(client: RecordingClient, session: Session) {
    client.socket.emit('join_notifications', { userId: session.userId });
    client.socket.emit('get_unread_count', { userId: session.userId });
    await client.next(SERVER_EVENTS.unreadCountUpdated);
  }

  /** A new socket showing the session's token, either way, gets authentication_error only. */
  async function expectRefusedOnB(session: Session) {
    const browser = await connectClient(processB().url, {
      cookie: `pc_access=${session.accessToken}`,
    });
    clients.push(browser);
    browser.socket.emit('get_pending_notifications', { userId: session.userId });
    AuthenticationErrorPayloadSchema.parse(await browser.next(SERVER_EVENTS.authenticationError));
    expect(browser.events.map((entry) => entry.event)).toEqual([SERVER_EVENTS.authenticationError]);
    const apiClient = await connectClient(processB().url);
    clients.push(apiClient);
    apiClient.socket.emit('authenticate', { userId: session.userId, token: session.accessToken });
    await apiClient.next(SERVER_EVENTS.authenticationError);
  }

  it('when a session logs out on process A, then its sockets on process B are disconnected, and its other sessions stay connected', async () => {
    const user = await signUp();
    const otherDevice = await logIn(user);
    const browser = await browserOnB(user);
    const apiClient = await apiClientOnB(user);
    const otherBrowser = await browserOnB(otherDevice);

    await request(processA().url)
      .post('/api/user/logout')
      .set('Authorization', `Bearer ${user.accessToken}`)
      .send({})
      .expect(200);

    expect(await disconnectReason(browser)).toBe('io server disconnect');
    expect(await disconnectReason(apiClient)).toBe('io server disconnect');
    await expectRefusedOnB(user);
    await expectAnswering(otherBrowser, otherDevice);
    expect(otherBrowser.socket.connected).toBe(true);
  });

  it("when the password is changed on process A, then the user's other sessions lose their sockets on process B, and the caller's stay", async () => {
    const user = await signUp();
    const otherDevice = await logIn(user);
    const callerBrowser = await browserOnB(user);
    const otherBrowser = await browserOnB(otherDevice);
    const otherApiClient = await apiClientOnB(otherDevice);

    await request(processA().url)
      .put('/api/user/password')
      .set('Authorization', `Bearer ${user.accessToken}`)
      .send({
        oldPassword: user.password,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      })
      .expect(200);

    expect(await disconnectReason(otherBrowser)).toBe('io server disconnect');
    expect(await disconnectReason(otherApiClient)).toBe('io server disconnect');
    await expectRefusedOnB(otherDevice);
    await expectAnswering(callerBrowser, user);
    expect(callerBrowser.socket.connected).toBe(true);
  });

  it('when a spent refresh token is shown by another client on process A, then the session loses its sockets on process B', async () => {
    const user = await signUp();
    const browser = await browserOnB(user);
    const rotated = await request(processA().url)
      .post('/api/user/refresh')
      .send({ refreshToken: user.refreshToken })
      .expect(200);
    await request(processA().url)
      .post('/api/user/refresh')
      .set('User-Agent', 'the thief')
      .send({ refreshToken: user.refreshToken })
      .expect(401);

    expect(await disconnectReason(browser)).toBe('io server disconnect');
    await expectRefusedOnB({ ...user, accessToken: rotated.body.token as string });
  });

  it('when the password is reset on process A, then every socket of the user on process B is disconnected', async () => {
    const user = await signUp();
    const browser = await browserOnB(user);
    const apiClient = await apiClientOnB(user);
    await request(processA().url).post('/api/user/forgot-password').send({ email: user.email });
    const code = await bed.inbox.nextCode(user.email);
    await request(processA().url)
      .post('/api/user/reset-password')
      .send({ email: user.email, code, newPassword: NEW_PASSWORD })
      .expect(200);

    expect(await disconnectReason(browser)).toBe('io server disconnect');
    expect(await disconnectReason(apiClient)).toBe('io server disconnect');
    await expectRefusedOnB(user);
  });

  it('when the account is deleted on process A, then every socket of the user on process B is disconnected', async () => {
    const user = await signUp();
    const otherDevice = await logIn(user);
    const sockets = [
      await browserOnB(user),
      await apiClientOnB(user),
      await browserOnB(otherDevice),
    ];

    await request(processA().url)
      .delete('/api/user/account')
      .set('Authorization', `Bearer ${user.accessToken}`)
      .set(CSRF)
      .send({ password: user.password })
      .expect(200);

    for (const socket of sockets)
      expect(await disconnectReason(socket)).toBe('io server disconnect');
    await expectRefusedOnB(user);
    await expectRefusedOnB(otherDevice);
  });

  it('when a session is revoked and its disconnect never arrives, then its socket is refused at its next event and gets no more notifications', async () => {
    const user = await signUp();
    const browser = await browserOnB(user);
    const { sid } = claimsOf(user.accessToken);

    // Revoked behind the API's back: the sessions version changes, but no disconnect is sent.
    await SessionModel.updateMany(
      { userId: user.userId, familyId: sid },
      { $set: { revokedAt: new Date() } },
    ).exec();

    browser.socket.emit('get_pending_notifications', { userId: user.userId });
    AuthenticationErrorPayloadSchema.parse(await browser.next(SERVER_EVENTS.authenticationError));
    browser.socket.emit('get_unread_count', { userId: user.userId });
    await browser.next(SERVER_EVENTS.authenticationError);

    // Left the user's room: a notification no longer reaches it, while a live tab gets it.
    const liveDevice = await browserOnB(await logIn(user));
    processB()
      .sockets.io.to(userRoom(user.userId))
      .emit(SERVER_EVENTS.newNotification, await newNotificationOf(user.userId));
    NewNotificationPayloadSchema.parse(await liveDevice.next(SERVER_EVENTS.newNotification));
    browser.socket.emit('get_unread_count', { userId: user.userId });
    await browser.next(SERVER_EVENTS.authenticationError);
    expect(browser.events.map((entry) => entry.event)).not.toContain(SERVER_EVENTS.newNotification);
  });
});
