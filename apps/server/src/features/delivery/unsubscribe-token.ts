import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type NotificationKind,
  notificationKindSchema,
} from '@rally/shared/notifications/preferences.schemas';

/**
 * The token in an email's unsubscribe link: the user and kind, signed with the server's secret. Only the
 * server can make one, so nobody can turn off someone else's emails; it needs no expiry, since all it
 * can ever do is stop that one kind of email for that one user.
 */
export function createUnsubscribeTokens(secret: string) {
  const sign = (payload: string) =>
    createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url');
  return {
    make(userId: string, kind: NotificationKind): string {
      const payload = `${Buffer.from(userId).toString('base64url')}.${kind}`;
      return `${payload}.${sign(payload)}`;
    },
    /** The user and kind a genuine token names; null for anything else. */
    read(token: string): { userId: string; kind: NotificationKind } | null {
      const [user, kind, signature, ...rest] = token.split('.');
      if (!user || !kind || !signature || rest.length > 0) return null;
      const expected = Buffer.from(sign(`${user}.${kind}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const parsedKind = notificationKindSchema.safeParse(kind);
      if (!parsedKind.success) return null;
      return { userId: Buffer.from(user, 'base64url').toString(), kind: parsedKind.data };
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
