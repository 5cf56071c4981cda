import {
  NOTIFICATION_KINDS,
  NOTIFICATION_PREFERENCE_DEFAULTS,
  type NotificationKind,
  type NotificationPreferences,
} from '@rally/shared/notifications/preferences.schemas';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notificationPreferences } from '../../db/schema/notification-preferences.ts';

type PreferencesRow = typeof notificationPreferences.$inferSelect;

/** The preferences and the kinds whose emails were stopped from an email's unsubscribe link. */
export type SavedPreferences = {
  preferences: NotificationPreferences;
  emailUnsubscribed: NotificationKind[];
};

const isKind = (value: string): value is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(value);

const toSaved = ({
  userId: _u,
  updatedAt: _t,
  emailUnsubscribed,
  ...preferences
}: PreferencesRow): SavedPreferences => ({
  preferences,
  emailUnsubscribed: emailUnsubscribed.filter(isKind),
});

export function createPreferencesRepository(db: Database) {
  return {
    /** The user's saved preferences; the spec's defaults when they never saved any. */
    async find(userId: string): Promise<SavedPreferences> {
      const [row] = await db
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
      return row
        ? toSaved(row)
        : { preferences: { ...NOTIFICATION_PREFERENCE_DEFAULTS }, emailUnsubscribed: [] };
    },

    /** Saves the whole settings form at once; the unsubscribed kinds only when given. */
    async save(
      userId: string,
      preferences: NotificationPreferences,
      emailUnsubscribed: NotificationKind[] | undefined,
    ): Promise<SavedPreferences> {
      const values = { ...preferences, ...(emailUnsubscribed ? { emailUnsubscribed } : {}) };
      const [row] = await db
        .insert(notificationPreferences)
        .values({ userId, ...values })
        .onConflictDoUpdate({
          target: notificationPreferences.userId,
          set: { ...values, updatedAt: sql`now()` },
        })
        .returning();
      return toSaved(row!);
    },

    /** Turns the push channel on or off, keeping the defaults (or the saved values) of every other setting. */
    async setPush(userId: string, push: boolean): Promise<void> {
      await db
        .insert(notificationPreferences)
        .values({ userId, push })
        .onConflictDoUpdate({ target: notificationPreferences.userId, set: { push, updatedAt: sql`now()` } });
    },

    /** Stops emails of one kind (once, however often the link is followed). */
    async stopEmails(userId: string, kind: NotificationKind): Promise<void> {
      await db
        .insert(notificationPreferences)
        .values({ userId, emailUnsubscribed: [kind] })
        .onConflictDoUpdate({
          target: notificationPreferences.userId,
          set: {
            emailUnsubscribed: sql`case when ${kind} = any(${notificationPreferences.emailUnsubscribed})
              then ${notificationPreferences.emailUnsubscribed}
              else array_append(${notificationPreferences.emailUnsubscribed}, ${kind}) end`,
            updatedAt: sql`now()`,
          },
        });
    },
  };
}

export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>;
