import {
  NOTIFICATION_PREFERENCE_DEFAULTS,
  type NotificationPreferences,
} from '@rally/shared/notifications/preferences.schemas';
import { describe, expect, it } from 'vitest';
import { deliveryChannelsFor } from './delivery-channels.ts';

const settings = (change: Partial<NotificationPreferences> = {}, emailUnsubscribed: string[] = []) => ({
  preferences: { ...NOTIFICATION_PREFERENCE_DEFAULTS, ...change } as NotificationPreferences,
  emailUnsubscribed: emailUnsubscribed as never[],
});

const everythingOff = {
  gameReminders: false,
  gameInvitations: false,
  gameCancellations: false,
  gameActivity: false,
  friendRequests: false,
  leagues: false,
  messages: false,
  push: false,
  email: false,
  sms: false,
};

describe('deliveryChannelsFor', () => {
  it('sends a kind by the channels switched on, once its own toggle is on', () => {
    expect(deliveryChannelsFor('leagues', settings({ email: true }))).toEqual({
      push: true,
      email: true,
      sms: false,
    });
    expect(deliveryChannelsFor('leagues', settings({ leagues: false, email: true }))).toEqual({
      push: false,
      email: false,
      sms: false,
    });
    expect(deliveryChannelsFor('leagues', settings({ email: true }, ['leagues'])).email).toBe(false);
  });

  it("sends a moderator's warning by push and email with every setting off, and by SMS only when texts are on", () => {
    expect(deliveryChannelsFor('accountSafety', settings(everythingOff, ['gameActivity']))).toEqual({
      push: true,
      email: true,
      sms: false,
    });
    expect(
      deliveryChannelsFor('accountSafety', settings({ ...everythingOff, sms: true, phone: '+14155550123' }))
        .sms,
    ).toBe(true);
  });

  it('sends "your report was reviewed" by the channel switches alone, whatever the kind toggles say', () => {
    expect(deliveryChannelsFor('accountUpdates', settings({ ...everythingOff, email: true }))).toEqual({
      push: false,
      email: true,
      sms: false,
    });
    expect(deliveryChannelsFor('accountUpdates', settings(everythingOff))).toEqual({
      push: false,
      email: false,
      sms: false,
    });
  });
});
