import { SERVER_EVENTS, userRoom } from '@postcraft/contracts';
import jwt from 'jsonwebtoken';
import { io as connect } from 'socket.io-client';
import {
  createVerifiedUser,
  startAccountTestBed,
  type AccountTestBed,
} from './helpers/account-test-bed.js';
import {
  connectClient,
  listenWithSockets,
  websocketOptions,
  type HandshakeHeaders,
  type ListeningSocketServer,
  type RecordingClient,
} from './helpers/socket-clients.js';

const EVIL_ORIGIN = 'http://evil.example';

/**
 * Cross-site WebSocket hijacking: CORS does not apply to a WebSocket handshake, and the browser
 * sends the session cookie whichever page opens the socket. A handshake carrying the cookie must
 * come from the app's own origin (or CORS_ORIGINS); token clients may connect from anywhere.
 */
describe('the origin of the real-time channel', () => {
  let bed: AccountTestBed;
  let server: ListeningSocketServer;
  let appOrigin: string;
  const clients: RecordingClient[] = [];

  beforeAll(async () => {
    bed = await startAccountTestBed();
    const built = bed.newAppWithConfig();
    appOrigin = new URL(built.config.publicUrl).origin;
    server = await listenWithSockets(built.app, built.config, {
      authenticator: built.authenticator,
    });
  });
  afterEach(() => {
    for (const made of clients.splice(0)) made.close();
  });
  afterAll(async () => {
    await server.stop();
    await bed.stop();
  });

  async function newUser() {
    const { accessToken } = await createVerifiedUser(bed);
    return { accessToken, userId: (jwt.decode(accessToken) as { sub: string }).sub };
  }

  async function client(headers: HandshakeHeaders) {
    const made = await connectClient(server.url, headers);
    clients.push(made);
    return made;
  }

  /** A socket whose connection is refused: the connect_error's message and what it received. */
  async function refusedConnection(headers: HandshakeHeaders, transport: 'websocket' | 'polling') {
    const socket = connect(server.url, { ...websocketOptions(headers), transports: [transport] });
    const received: string[] = [];
    socket.onAny((event: string) => received.push(event));
    try {
      const refusal = await new Promise<Error>((resolve, reject) => {
        socket.once('connect_error', resolve);
        socket.once('connect', () => reject(new Error('the connection was accepted')));
      });
      return { refusal, received };
    } finally {
      socket.close();
    }
  }

  it("when a handshake carries the session cookie from another site's page, then it is refused and gets no notification", async () => {
    const user = await newUser();
    const cookie = `pc_access=${user.accessToken}`;
    const websocket = await refusedConnection({ cookie, origin: EVIL_ORIGIN }, 'websocket');
    const polling = await refusedConnection({ cookie, origin: EVIL_ORIGIN }, 'polling');
    expect(websocket.refusal).toBeInstanceOf(Error);
    expect(polling.refusal).toBeInstanceOf(Error);

    // The user's own tab gets the user's notifications; the refused sockets got nothing.
    const browser = await client({ cookie, origin: appOrigin });
    await browser.next(SERVER_EVENTS.authenticated);
    browser.socket.emit('join_notifications', { userId: user.userId });
    browser.socket.emit('get_unread_count', { userId: user.userId });
    await browser.next(SERVER_EVENTS.unreadCountUpdated);
    server.sockets.io.to(userRoom(user.userId)).emit(SERVER_EVENTS.newNotification, {
      nothing: 'secret',
    });
    await browser.next(SERVER_EVENTS.newNotification);
    expect([...websocket.received, ...polling.received]).toEqual([]);
  });

  it("when a handshake carries the session cookie from the app's own origin, then it is authenticated", async () => {
    const user = await newUser();
    const browser = await client({ cookie: `pc_access=${user.accessToken}`, origin: appOrigin });
    expect(await browser.next(SERVER_EVENTS.authenticated)).toEqual({ userId: user.userId });
  });

  it('when an API client without the cookie authenticates with its token, from no origin or any, then it is authenticated and gets notifications', async () => {
    const user = await newUser();
    for (const headers of [{}, { origin: EVIL_ORIGIN }]) {
      const apiClient = await client(headers);
      apiClient.socket.emit('authenticate', { userId: user.userId, token: user.accessToken });
      expect(await apiClient.next(SERVER_EVENTS.authenticated)).toEqual({ userId: user.userId });
      apiClient.socket.emit('join_notifications', { userId: user.userId });
      apiClient.socket.emit('get_unread_count', { userId: user.userId });
      await apiClient.next(SERVER_EVENTS.unreadCountUpdated);
    }
    server.sockets.io.to(userRoom(user.userId)).emit(SERVER_EVENTS.newNotification, {});
    for (const apiClient of clients) await apiClient.next(SERVER_EVENTS.newNotification);
  });
});
