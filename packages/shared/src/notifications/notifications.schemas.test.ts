import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES, notificationGroupOf, notificationTypesOf } from './notifications.schemas.ts';

describe('notificationGroupOf', () => {
  it("puts a moderator's warning and a reviewed report under Account, not among the games", () => {
    expect(notificationGroupOf('account_warning')).toBe('account');
    expect(notificationGroupOf('report_reviewed')).toBe('account');
    expect(notificationTypesOf('account').sort()).toEqual(['account_warning', 'report_reviewed']);
    expect(notificationTypesOf('games')).not.toContain('account_warning');
  });

  it('files games, leagues and friends by what did it', () => {
    expect(notificationGroupOf('game_removed')).toBe('games');
    expect(notificationGroupOf('league_fixture_moved')).toBe('leagues');
    expect(notificationGroupOf('friend_accepted')).toBe('friends');
  });

  it('files every type in exactly one group', () => {
    const grouped = (['games', 'leagues', 'friends', 'account'] as const).flatMap(notificationTypesOf);
    expect(grouped.sort()).toEqual([...NOTIFICATION_TYPES].sort());
  });
});
