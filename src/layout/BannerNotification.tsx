import { useEffect } from 'react';
import { useNotificationContext, type NotificationType } from 'ra-core';
import { useBanner, type BannerMessage } from '../ui/Banner';
import type { BannerLevel } from '../ui/bannerStyles';

/** react-admin's notification types as the spec's banner levels (§2). */
export const LEVEL_OF: Record<NotificationType, BannerLevel> = {
  success: 'OK',
  error: 'ERROR',
  warning: 'WARN',
  info: 'INFO',
};

/**
 * The layout's notification: every react-admin notification (useNotify, and react-admin's own: a
 * lost session, an access refusal) is drawn as the one banner at the top.
 * Each is taken off react-admin's queue and handed to the banner, which lives above the router:
 * a message queued as the console unmounts (AUTHENTICATION_FAILURE → /login) is still shown on
 * /login. Timeout (spec §4, §9): `autoHideDuration` in ms → cleared after it, `null` → it stays
 * until replaced or closed, else after the time of its level (src/ui/bannerTiming.ts).
 */
export function BannerNotification() {
  const { notifications, takeNotification } = useNotificationContext();
  const { show } = useBanner();

  useEffect(() => {
    if (notifications.length === 0) return;
    const notification = takeNotification();
    if (!notification) return;
    const { message, type, notificationOptions: options = {} } = notification;
    const duration = options.autoHideDuration;
    show({
      level: LEVEL_OF[type] ?? 'INFO',
      message: typeof message === 'string' ? message : String(message),
      args: options.messageArgs,
      timeout: duration === null ? false : typeof duration === 'number' && duration > 0 ? duration : undefined,
      link: options.link as BannerMessage['link'],
    });
  }, [notifications, takeNotification, show]);

  return null;
}
