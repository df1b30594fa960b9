import {
  AuthenticatePayloadSchema,
  CLIENT_EVENTS,
  GetPendingNotificationsPayloadSchema,
  GetUnreadCountPayloadSchema,
  JoinNotificationsPayloadSchema,
  MarkNotificationReadPayloadSchema,
  PENDING_NOTIFICATIONS_LIMIT,
  REALTIME_MESSAGES,
  SERVER_EVENTS,
  userRoom,
  type RealtimeErrorPayload,
} from '@postcraft/contracts';
import {
  asOwnerId,
  countUnreadNotifications,
  listBellNotifications,
  markNotificationRead,
  toNotificationResponse,
} from '@postcraft/data';
import type { Logger } from '@postcraft/logger';
import type { Request } from 'express';
import type { Server, Socket } from 'socket.io';
import type { z } from 'zod';
import {
  authenticateAccessToken,
  isSessionLive,
  readAuthCookies,
  verifyAccessToken,
  type Authenticator,
} from '../lib/auth.js';
import { sessionRoom, userSessionsRoom } from './session-sockets.js';

/** What a socket knows of its caller once authenticated: the user and their session. */
interface SocketData {
  userId?: string;
  sessionId?: string;
}

const authenticationError = (message: string): RealtimeErrorPayload => ({
  message,
  code: 'unauthorized',
});

/**
 * The notification channel's handlers. A socket is authenticated by the session cookie its
 * handshake carries (the browser) or by `authenticate` with an access token (API clients); it
 * then only ever acts for that user: any event naming another user's id, or sent before
 * authentication, answers `authentication_error` and does nothing else. Every payload is parsed
 * by its contract; a malformed one answers `error`.
 */
export function registerNotificationHandlers(
  io: Server,
  authenticator: Authenticator,
  logger: Logger,
): void {
  io.on('connection', (socket: Socket) => {
    const data = socket.data as SocketData;

    /**
     * The caller of `token` if its session is live, with the socket in that session's rooms (so a
     * revocation disconnects it), else undefined. The rooms are joined before the session is
     * checked: a revocation written after the check reaches the socket through them, and one
     * written before fails the check.
     */
    async function authenticateSocket(token: string) {
      const claims = verifyAccessToken(authenticator.config, token);
      if (!claims) return undefined;
      const rooms = [sessionRoom(claims.sessionId), userSessionsRoom(claims.userId)];
      await socket.join(rooms);
      const auth = await authenticateAccessToken(authenticator, token).catch(() => undefined);
      if (auth) return auth.claims;
      if (data.sessionId !== claims.sessionId) await socket.leave(rooms[0]!);
      if (data.userId !== claims.userId) await socket.leave(rooms[1]!);
      return undefined;
    }

    /** The socket no longer acts for anyone, nor receives anyone's events. */
    async function forgetCaller() {
      delete data.userId;
      delete data.sessionId;
      for (const room of [...socket.rooms]) if (room !== socket.id) await socket.leave(room);
    }

    const fromCookie = readAuthCookies(socket.request as Request).access;
    // Events wait for the cookie's check, so none is handled as unauthenticated by mistake.
    const ready = (fromCookie ? authenticateSocket(fromCookie) : Promise.resolve(undefined))
      .then((claims) => {
        if (!claims) return;
        data.userId = claims.userId;
        data.sessionId = claims.sessionId;
        socket.emit(SERVER_EVENTS.authenticated, { userId: claims.userId });
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'socket cookie check failed'));

    /**
     * Whether the socket's session is still live: it may have been revoked since the socket
     * authenticated, and the disconnect that the revocation sends may have been lost. A revoked
     * session's socket forgets its caller.
     */
    async function isCallerLive(): Promise<boolean> {
      const { userId, sessionId } = data;
      if (!userId || !sessionId) return false;
      if (await isSessionLive(authenticator, { userId, sessionId })) return true;
      await forgetCaller();
      return false;
    }

    const refuse = (message: string = REALTIME_MESSAGES.notAuthenticated) =>
      socket.emit(SERVER_EVENTS.authenticationError, authenticationError(message));

    /**
     * Registers `event`: parses its payload with `schema`, checks that its userId is the
     * socket's user, then runs `handle`. A failure answers `error` without details.
     */
    function on<Schema extends z.ZodType<{ userId: string }>>(
      event: string,
      schema: Schema,
      handle: (payload: z.infer<Schema>, userId: string) => Promise<void>,
    ): void {
      socket.on(event, async (raw: unknown) => {
        await ready;
        const parsed = schema.safeParse(raw);
        if (!parsed.success) {
          socket.emit(SERVER_EVENTS.error, {
            message: REALTIME_MESSAGES.invalidPayload,
            code: 'invalid_payload',
          } satisfies RealtimeErrorPayload);
          return;
        }
        if (!data.userId) return refuse();
        if (parsed.data.userId !== data.userId) return refuse(REALTIME_MESSAGES.wrongUser);
        try {
          if (!(await isCallerLive())) return refuse();
          await handle(parsed.data, data.userId);
        } catch (error) {
          logger.error({ err: error, event }, 'socket event failed');
          socket.emit(SERVER_EVENTS.error, {
            message: REALTIME_MESSAGES.serverError,
            code: 'server_error',
          } satisfies RealtimeErrorPayload);
        }
      });
    }

    socket.on(CLIENT_EVENTS.authenticate, async (raw: unknown) => {
      await ready;
      const parsed = AuthenticatePayloadSchema.safeParse(raw);
      if (!parsed.success) return refuse();
      const claims = verifyAccessToken(authenticator.config, parsed.data.token);
      if (!claims) return refuse();
      if (claims.userId !== parsed.data.userId || (data.userId && data.userId !== claims.userId)) {
        return refuse(REALTIME_MESSAGES.wrongUser);
      }
      const auth = await authenticateSocket(parsed.data.token);
      if (!auth) return refuse();
      // One session per socket: the one it showed last.
      if (data.sessionId && data.sessionId !== auth.sessionId) {
        await socket.leave(sessionRoom(data.sessionId));
      }
      data.userId = auth.userId;
      data.sessionId = auth.sessionId;
      socket.emit(SERVER_EVENTS.authenticated, { userId: auth.userId });
    });

    on(
      CLIENT_EVENTS.joinNotifications,
      JoinNotificationsPayloadSchema,
      async (_payload, userId) => {
        await socket.join(userRoom(userId));
      },
    );

    on(
      CLIENT_EVENTS.getPendingNotifications,
      GetPendingNotificationsPayloadSchema,
      async (_payload, userId) => {
        const records = await listBellNotifications(asOwnerId(userId), PENDING_NOTIFICATIONS_LIMIT);
        socket.emit(SERVER_EVENTS.pendingNotifications, records.map(toNotificationResponse));
      },
    );

    on(CLIENT_EVENTS.getUnreadCount, GetUnreadCountPayloadSchema, async (_payload, userId) => {
      socket.emit(
        SERVER_EVENTS.unreadCountUpdated,
        await countUnreadNotifications(asOwnerId(userId)),
      );
    });

    on(
      CLIENT_EVENTS.markNotificationRead,
      MarkNotificationReadPayloadSchema,
      async ({ notificationId }, userId) => {
        const owner = asOwnerId(userId);
        const success = await markNotificationRead(owner, notificationId);
        socket.emit(SERVER_EVENTS.notificationMarkedRead, { success, notificationId });
        // Every open tab of the user shows the new count.
        io.to(userRoom(userId)).emit(
          SERVER_EVENTS.unreadCountUpdated,
          await countUnreadNotifications(owner),
        );
      },
    );
  });
}
