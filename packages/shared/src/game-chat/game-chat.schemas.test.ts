import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENTS_PER_DAY } from '../games/game-day.limits.ts';
import { messagesMessages } from '../messages/messages.schemas.ts';
import { gameChatMessages } from './game-chat.messages.ts';
import { muteGameChatInput, sendGameChatMessageInput } from './game-chat.schemas.ts';

describe('sendGameChatMessageInput', () => {
  it("takes a direct message's body, trimmed, and an optional announcement flag", () => {
    expect(sendGameChatMessageInput.parse({ message: '  Court 3 tonight  ' })).toEqual({
      message: 'Court 3 tonight',
    });
    expect(
      sendGameChatMessageInput.parse({ message: 'Court 3 tonight, not court 1', announcement: true }),
    ).toEqual({ message: 'Court 3 tonight, not court 1', announcement: true });
  });

  it('refuses what a direct message refuses, with the same texts', () => {
    const issue = (message: unknown) =>
      sendGameChatMessageInput.safeParse({ message }).error?.issues[0]?.message;
    expect(issue('   ')).toBe(messagesMessages.empty);
    expect(issue('a'.repeat(2_001))).toBe(messagesMessages.tooLong);
    expect(issue('what the fuck')).toBe('Your message contains profanity. Please keep messages appropriate.');
  });

  it('keeps markup as the text it is', () => {
    expect(sendGameChatMessageInput.parse({ message: '<b>hi</b>' }).message).toBe('<b>hi</b>');
  });
});

describe('the game chat texts', () => {
  it('name the announcements cap the server enforces', () => {
    expect(gameChatMessages.tooManyAnnouncements).toBe(
      `A game can have at most ${ANNOUNCEMENTS_PER_DAY} announcements a day.`,
    );
    expect(gameChatMessages.newMessageTitle('Tuesday futsal')).toBe('New message in Tuesday futsal');
  });

  it('mute takes a boolean only', () => {
    expect(muteGameChatInput.safeParse({ muted: 'yes' }).success).toBe(false);
  });
});
