import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from './notifications.schemas.ts';
import {
  isAccountNoticeKind,
  notificationKindOf,
  updateNotificationPreferencesInput,
} from './preferences.schemas.ts';

const everythingOn = {
  gameReminders: true,
  gameInvitations: true,
  gameCancellations: true,
  gameActivity: true,
  friendRequests: true,
  leagues: true,
  messages: true,
  push: true,
  email: true,
  sms: true,
};

describe('notificationKindOf', () => {
  it('files each notification under the toggle a player would look for', () => {
    expect(notificationKindOf('game_reminder')).toBe('gameReminders');
    expect(notificationKindOf('game_invitation')).toBe('gameInvitations');
    expect(notificationKindOf('game_cancelled')).toBe('gameCancellations');
    expect(notificationKindOf('game_series_ended')).toBe('gameCancellations');
    expect(notificationKindOf('game_called_off')).toBe('gameCancellations');
    expect(notificationKindOf('game_joined')).toBe('gameActivity');
    expect(notificationKindOf('game_waitlist_promoted')).toBe('gameActivity');
    expect(notificationKindOf('friend_request')).toBe('friendRequests');
    expect(notificationKindOf('friend_accepted')).toBe('friendRequests');
    expect(notificationKindOf('league_game_result')).toBe('leagues');
  });

  it("files a moderator's removals as cancellations, and a warning or a reviewed report as the account's own", () => {
    expect(notificationKindOf('game_removed')).toBe('gameCancellations');
    expect(notificationKindOf('league_removed')).toBe('leagues');
    expect(notificationKindOf('account_warning')).toBe('accountSafety');
    expect(notificationKindOf('report_reviewed')).toBe('accountUpdates');
  });

  it('files nothing else under an account notice, so no toggle can silence a game notice by accident', () => {
    const accountTypes = NOTIFICATION_TYPES.filter((type) => isAccountNoticeKind(notificationKindOf(type)));
    expect(accountTypes.sort()).toEqual(['account_warning', 'report_reviewed']);
  });
});

describe('updateNotificationPreferencesInput', () => {
  it('keeps a phone number in E.164, whatever spacing it was typed with', () => {
    const parsed = updateNotificationPreferencesInput.parse({ ...everythingOn, phone: '+1 (415) 555-0123' });
    expect(parsed.phone).toBe('+14155550123');
  });

  it('treats a blank phone as none, and refuses one without its country code', () => {
    expect(updateNotificationPreferencesInput.parse({ ...everythingOn, phone: '  ' }).phone).toBeNull();
    const refused = updateNotificationPreferencesInput.safeParse({ ...everythingOn, phone: '4155550123' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(
      'Enter the phone number with its country code, like +14155550123.',
    );
  });
});
