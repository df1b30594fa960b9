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
  listNotifications,
  markNotificationRead,
  toNotificationResponse,
} from '@postcraft/data';
import type { Logger } from '@postcraft/logger';
import type { Request } from 'express';
import type { Server, Socket } from 'socket.io';
import type { z } from 'zod';
import { authenticateAccessToken, readAuthCookies, type Authenticator } from '../lib/auth.js';

/** What a socket knows of its caller once authenticated. */
interface SocketData {
  userId?: string;
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
    const fromCookie = readAuthCookies(socket.request as Request).access;
    const cookieAuth = fromCookie
      ? authenticateAccessToken(authenticator, fromCookie).then((auth) => auth?.claims.userId)
      : Promise.resolve(undefined);
    // Events wait for the cookie's check, so none is handled as unauthenticated by mistake.
    const ready = cookieAuth
      .then((userId) => {
        if (!userId) return;
        data.userId = userId;
        socket.emit(SERVER_EVENTS.authenticated, { userId });
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'socket cookie check failed'));

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
      const auth = (
        await authenticateAccessToken(authenticator, parsed.data.token).catch(() => undefined)
      )?.claims;
      if (!auth) return refuse();
      if (auth.userId !== parsed.data.userId || (data.userId && data.userId !== auth.userId)) {
        return refuse(REALTIME_MESSAGES.wrongUser);
      }
      data.userId = auth.userId;
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
        const records = await listNotifications(asOwnerId(userId), PENDING_NOTIFICATIONS_LIMIT);
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
