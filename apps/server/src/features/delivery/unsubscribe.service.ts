import {
  type NotificationKind,
  notificationKindLabels,
  preferencesMessages,
} from '@rally/shared/notifications/preferences.schemas';
import type { UnsubscribeTokens } from './unsubscribe-token.ts';

/** The one-click unsubscribe of notification emails, authorised by the signed token alone (no session). */
export function createUnsubscribeService({
  tokens,
  stopEmailsAbout,
}: {
  tokens: Pick<UnsubscribeTokens, 'read'>;
  stopEmailsAbout(userId: string, kind: NotificationKind): Promise<void>;
}) {
  return {
    /** What the link would stop, in words, or null for a token the server did not make. */
    describe(token: string): { about: string } | null {
      const found = tokens.read(token);
      return found ? { about: notificationKindLabels[found.kind] } : null;
    },

    /** Stops that kind of email for that user; null (and nothing changed) for a forged token. */
    async unsubscribe(token: string): Promise<{ message: string } | null> {
      const found = tokens.read(token);
      if (!found) return null;
      await stopEmailsAbout(found.userId, found.kind);
      return { message: preferencesMessages.unsubscribed(notificationKindLabels[found.kind]) };
    },
  };
}

export type UnsubscribeService = ReturnType<typeof createUnsubscribeService>;
