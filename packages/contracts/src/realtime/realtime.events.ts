import { z } from 'zod';
import { NotificationSchema } from '../notifications/notification.schemas.js';
import { userText } from '../text/user-text.js';

/**
 * The real-time channel's events (spec 001 §7), by their exact names. The browser authenticates
 * with its session cookie when it connects; API clients send `authenticate` with an access token.
 */
export const CLIENT_EVENTS = {
  authenticate: 'authenticate',
  joinNotifications: 'join_notifications',
  getPendingNotifications: 'get_pending_notifications',
  markNotificationRead: 'mark_notification_read',
  getUnreadCount: 'get_unread_count',
} as const;

export const SERVER_EVENTS = {
  authenticated: 'authenticated',
  authenticationError: 'authentication_error',
  newNotification: 'new_notification',
  pendingNotifications: 'pending_notifications',
  unreadCountUpdated: 'unread_count_updated',
  notificationMarkedRead: 'notification_marked_read',
  error: 'error',
} as const;

/** The socket.io path on the API host. */
export const REALTIME_PATH = '/socket.io';
/** Spec 001 §9: 5 reconnection attempts, 1 s apart. */
export const REALTIME_RECONNECTION = { attempts: 5, delayMs: 1000 } as const;
/**
 * How many of the newest notifications `pending_notifications` carries (newest first); every
 * unread one the badge counts comes along too, however old.
 */
export const PENDING_NOTIFICATIONS_LIMIT = 50;

const UserIdSchema = z.string().regex(/^[0-9a-f]{24}$/i, 'userId is a user id');
const NotificationIdSchema = userText().min(1).max(200);

// Client → server

export const AuthenticatePayloadSchema = z.object({
  userId: UserIdSchema,
  token: userText().min(1).max(4096),
});
export type AuthenticatePayload = z.infer<typeof AuthenticatePayloadSchema>;

export const UserScopedPayloadSchema = z.object({ userId: UserIdSchema });
export type UserScopedPayload = z.infer<typeof UserScopedPayloadSchema>;

export const JoinNotificationsPayloadSchema = UserScopedPayloadSchema;
export const GetPendingNotificationsPayloadSchema = UserScopedPayloadSchema;
export const GetUnreadCountPayloadSchema = UserScopedPayloadSchema;

export const MarkNotificationReadPayloadSchema = z.object({
  notificationId: NotificationIdSchema,
  userId: UserIdSchema,
});
export type MarkNotificationReadPayload = z.infer<typeof MarkNotificationReadPayloadSchema>;

/** What the server parses each client event's payload with. */
export const CLIENT_EVENT_PAYLOAD_SCHEMAS = {
  [CLIENT_EVENTS.authenticate]: AuthenticatePayloadSchema,
  [CLIENT_EVENTS.joinNotifications]: JoinNotificationsPayloadSchema,
  [CLIENT_EVENTS.getPendingNotifications]: GetPendingNotificationsPayloadSchema,
  [CLIENT_EVENTS.markNotificationRead]: MarkNotificationReadPayloadSchema,
  [CLIENT_EVENTS.getUnreadCount]: GetUnreadCountPayloadSchema,
} as const satisfies Record<(typeof CLIENT_EVENTS)[keyof typeof CLIENT_EVENTS], z.ZodType>;

// Server → client

export const AuthenticatedPayloadSchema = z.object({ userId: UserIdSchema });
export type AuthenticatedPayload = z.infer<typeof AuthenticatedPayloadSchema>;

export const REALTIME_ERROR_CODES = ['unauthorized', 'invalid_payload', 'server_error'] as const;

export const RealtimeErrorPayloadSchema = z.object({
  message: z.string(),
  code: z.enum(REALTIME_ERROR_CODES),
});
export type RealtimeErrorPayload = z.infer<typeof RealtimeErrorPayloadSchema>;

export const AuthenticationErrorPayloadSchema = RealtimeErrorPayloadSchema;
export const NewNotificationPayloadSchema = NotificationSchema;
export const PendingNotificationsPayloadSchema = z.array(NotificationSchema);
export const UnreadCountPayloadSchema = z.number().int().min(0);
export const NotificationMarkedReadPayloadSchema = z.object({
  success: z.boolean(),
  notificationId: z.string(),
});
export type NotificationMarkedReadPayload = z.infer<typeof NotificationMarkedReadPayloadSchema>;

/** socket.io room of one user's sockets: the only room a socket joins. */
export const userRoom = (userId: string): string => `user:${userId}`;

export const REALTIME_MESSAGES = {
  notAuthenticated: 'Please log in to continue.',
  wrongUser: 'This connection belongs to another user.',
  invalidPayload: 'This request is not valid.',
  serverError: 'Something went wrong. Please try again.',
} as const;
