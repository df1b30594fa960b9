import {
  CLIENT_EVENTS,
  GENERATION_PROGRESS_EVENT,
  GenerationProgressSchema,
  NewNotificationPayloadSchema,
  NotificationMarkedReadPayloadSchema,
  PendingNotificationsPayloadSchema,
  REALTIME_PATH,
  REELS_PROGRESS_EVENT,
  ReelsJobSchema,
  REALTIME_RECONNECTION,
  SERVER_EVENTS,
  UnreadCountPayloadSchema,
  type Notification,
} from '@postcraft/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { publishReelsProgress } from '../reels/reels-progress-feed';
import { publishGenerationProgress } from './generation-progress-feed';

export type ChannelStatus = 'connecting' | 'connected' | 'disconnected';

export interface NotificationChannel {
  status: ChannelStatus;
  notifications: Notification[];
  unreadCount: number;
  /** Marks every unread notification read (opening the dropdown). */
  markAllRead(): void;
  /** Tries again after the automatic attempts gave up. */
  retry(): void;
  /** Asks again for the notifications and the unread count (after a publish the API made). */
  refresh(): void;
}

export interface ChannelOptions {
  /** The API origin; the page's own by default. */
  url?: string;
  /** Called with each notification that arrives while the page is open. */
  onNew?: (notification: Notification) => void;
  /** Called on each authentication after the first: what was pushed meanwhile was missed. */
  onReconnected?: () => void;
}

/**
 * The notification channel (spec 001 §4, §7): socket.io to the API with the session cookie (no
 * token in page scripts), websocket then polling, 5 reconnection attempts 1 s apart. Once
 * authenticated it joins the user's notifications and asks for the pending ones and the unread
 * count; the progress of the user's video renders comes on it too (generation-progress-feed).
 * Connection or authentication errors only mark it disconnected.
 */
export function useNotificationChannel(
  userId: string | null,
  options: ChannelOptions = {},
): NotificationChannel {
  const [status, setStatus] = useState<ChannelStatus>('connecting');
  const [notifications, setNotifications] = useState<Notification[]>([]);
  const [unreadCount, setUnreadCount] = useState(0);
  const socketRef = useRef<Socket | null>(null);
  const isAuthenticatedRef = useRef(false);
  const onNewRef = useRef(options.onNew);
  onNewRef.current = options.onNew;
  const onReconnectedRef = useRef(options.onReconnected);
  onReconnectedRef.current = options.onReconnected;
  const url = options.url;

  useEffect(() => {
    if (!userId) return undefined;
    const socket = io(url ?? '', {
      path: REALTIME_PATH,
      transports: ['websocket', 'polling'],
      withCredentials: true,
      reconnectionAttempts: REALTIME_RECONNECTION.attempts,
      reconnectionDelay: REALTIME_RECONNECTION.delayMs,
      reconnectionDelayMax: REALTIME_RECONNECTION.delayMs,
    });
    socketRef.current = socket;
    setStatus('connecting');
    let authentications = 0;

    const disconnected = () => {
      isAuthenticatedRef.current = false;
      setStatus('disconnected');
    };
    socket.on('connect_error', disconnected);
    socket.on('disconnect', disconnected);
    socket.on(SERVER_EVENTS.authenticationError, disconnected);
    socket.on(SERVER_EVENTS.authenticated, () => {
      isAuthenticatedRef.current = true;
      setStatus('connected');
      socket.emit(CLIENT_EVENTS.joinNotifications, { userId });
      socket.emit(CLIENT_EVENTS.getPendingNotifications, { userId });
      socket.emit(CLIENT_EVENTS.getUnreadCount, { userId });
      authentications += 1;
      if (authentications > 1) onReconnectedRef.current?.();
    });
    socket.on(SERVER_EVENTS.pendingNotifications, (payload: unknown) => {
      const parsed = PendingNotificationsPayloadSchema.safeParse(payload);
      if (parsed.success) setNotifications(parsed.data);
    });
    socket.on(SERVER_EVENTS.newNotification, (payload: unknown) => {
      const parsed = NewNotificationPayloadSchema.safeParse(payload);
      if (!parsed.success) return;
      setNotifications((current) => [
        parsed.data,
        ...current.filter((notification) => notification._id !== parsed.data._id),
      ]);
      onNewRef.current?.(parsed.data);
    });
    socket.on(SERVER_EVENTS.unreadCountUpdated, (payload: unknown) => {
      const parsed = UnreadCountPayloadSchema.safeParse(payload);
      if (parsed.success) setUnreadCount(parsed.data);
    });
    // A render's progress rides the same connection; the studio listens through the feed.
    socket.on(GENERATION_PROGRESS_EVENT, (payload: unknown) => {
      const parsed = GenerationProgressSchema.safeParse(payload);
      if (parsed.success) publishGenerationProgress(parsed.data);
    });
    // So does a reels job's, clips included once it is done.
    socket.on(REELS_PROGRESS_EVENT, (payload: unknown) => {
      const parsed = ReelsJobSchema.safeParse(payload);
      if (parsed.success) publishReelsProgress(parsed.data);
    });
    socket.on(SERVER_EVENTS.notificationMarkedRead, (payload: unknown) => {
      const parsed = NotificationMarkedReadPayloadSchema.safeParse(payload);
      if (!parsed.success || !parsed.data.success) return;
      setNotifications((current) =>
        current.map((notification) =>
          notification._id === parsed.data.notificationId
            ? { ...notification, isRead: true }
            : notification,
        ),
      );
    });

    return () => {
      socket.removeAllListeners();
      socket.close();
      socketRef.current = null;
      isAuthenticatedRef.current = false;
    };
  }, [userId, url]);

  const markAllRead = useCallback(() => {
    const socket = socketRef.current;
    if (!socket || !userId) return;
    for (const notification of notifications) {
      if (notification.isRead) continue;
      socket.emit(CLIENT_EVENTS.markNotificationRead, {
        notificationId: notification._id,
        userId,
      });
    }
  }, [notifications, userId]);

  const retry = useCallback(() => {
    const socket = socketRef.current;
    if (!socket || socket.connected) return;
    setStatus('connecting');
    socket.connect();
  }, []);

  const refresh = useCallback(() => {
    const socket = socketRef.current;
    if (!socket || !isAuthenticatedRef.current || !userId) return;
    socket.emit(CLIENT_EVENTS.getPendingNotifications, { userId });
    socket.emit(CLIENT_EVENTS.getUnreadCount, { userId });
  }, [userId]);

  return { status, notifications, unreadCount, markAllRead, retry, refresh };
}
