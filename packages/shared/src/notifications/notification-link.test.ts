import { describe, expect, it } from 'vitest';
import { notificationLink } from './notification-link.ts';

describe('notificationLink', () => {
  it('leads game notifications to the game page', () => {
    expect(notificationLink({ type: 'game_joined', relatedId: 'g1' })).toBe('/game/g1');
    expect(notificationLink({ type: 'game_invitation', relatedId: 'g2' })).toBe('/game/g2');
  });

  it("leads an announcement to the game's chat", () => {
    expect(notificationLink({ type: 'game_announcement', relatedId: 'g3' })).toBe('/game/g3#chat');
  });

  it('leads league notifications to the league page', () => {
    expect(notificationLink({ type: 'league_joined', relatedId: 'l1' })).toBe('/leagues/l1');
  });

  it("leads friend requests to the Requests tab, and an accepted one to the new friend's profile", () => {
    expect(notificationLink({ type: 'friend_request', relatedId: 'r1' })).toBe('/friends?tab=requests');
    expect(notificationLink({ type: 'friend_accepted', relatedId: 'u1' })).toBe('/profile/u1');
  });

  it('has nowhere to go for what a moderator did: the game or league is gone, a notice has no page', () => {
    for (const type of ['game_removed', 'league_removed', 'account_warning', 'report_reviewed'] as const)
      expect(notificationLink({ type, relatedId: 'x1' })).toBeNull();
  });

  it('has nowhere to go without a related item', () => {
    expect(notificationLink({ type: 'game_created', relatedId: null })).toBeNull();
  });
});
