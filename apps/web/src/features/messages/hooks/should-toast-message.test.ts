import { describe, expect, it } from 'vitest';
import { rememberOpenConversation } from '../open-conversation.ts';
import { shouldToastMessage } from './use-live-messages.ts';

const fromAna = { type: 'message.created' as const, id: 'm1', senderId: 'ana', receiverId: 'me' };

describe('shouldToastMessage', () => {
  it('raises a toast for a received message while no conversation is open', () => {
    expect(shouldToastMessage(fromAna, 'me')).toBe(true);
  });

  it('raises none for a message the viewer sent (from this tab or another)', () => {
    expect(shouldToastMessage({ ...fromAna, senderId: 'me', receiverId: 'ana' }, 'me')).toBe(false);
  });

  it('raises none while that conversation is open, and one again once it closes', () => {
    const close = rememberOpenConversation('ana');
    expect(shouldToastMessage(fromAna, 'me')).toBe(false);
    expect(shouldToastMessage({ ...fromAna, senderId: 'ben' }, 'me')).toBe(true);
    close();
    expect(shouldToastMessage(fromAna, 'me')).toBe(true);
  });
});
