import { describe, expect, it } from 'vitest';
import {
  MESSAGE_MAX_LENGTH,
  messageHistoryQuery,
  messagesMessages,
  sendMessageInput,
} from './messages.schemas.ts';

const issue = (message: unknown) => sendMessageInput.safeParse({ message }).error?.issues[0]?.message;

describe('sendMessageInput', () => {
  it('trims the message', () => {
    expect(sendMessageInput.parse({ message: '  see you at 6  ' })).toEqual({ message: 'see you at 6' });
  });

  it('refuses an empty or whitespace-only message', () => {
    expect(issue('')).toBe(messagesMessages.empty);
    expect(issue(' \n\t ')).toBe(messagesMessages.empty);
    expect(issue(undefined)).toBe(messagesMessages.empty);
  });

  it('refuses more than 2,000 characters', () => {
    expect(sendMessageInput.safeParse({ message: 'a'.repeat(2_000) }).success).toBe(true);
    expect(issue('a'.repeat(2_001))).toBe(messagesMessages.tooLong);
    // The text is written out; it names the limit the schema enforces.
    expect(messagesMessages.tooLong).toContain(MESSAGE_MAX_LENGTH.toLocaleString('en-US'));
  });

  it('refuses profanity and slurs with the spec texts', () => {
    expect(issue('what the fuck')).toBe('Your message contains profanity. Please keep messages appropriate.');
    expect(issue('you n1gger')).toBe(
      'Your message contains inappropriate language. Please keep messages respectful.',
    );
  });
});

describe('messageHistoryQuery', () => {
  it('defaults to 50 and caps at 100', () => {
    expect(messageHistoryQuery.parse({})).toEqual({ limit: 50 });
    expect(messageHistoryQuery.parse({ limit: '100' }).limit).toBe(100);
    expect(messageHistoryQuery.safeParse({ limit: '101' }).success).toBe(false);
  });

  it('takes an ISO date-time as the cursor', () => {
    expect(messageHistoryQuery.safeParse({ before: '2025-06-01T12:00:00.000Z' }).success).toBe(true);
    expect(messageHistoryQuery.safeParse({ before: 'yesterday' }).error?.issues[0]?.message).toBe(
      messagesMessages.invalidBefore,
    );
  });

  it('refuses a cursor outside 2000 to 2100, which the database cannot always store', () => {
    for (const before of ['0000-01-01T00:00:00Z', '1999-12-31T23:59:59Z', '9999-12-31T23:59:59-14:00']) {
      expect(messageHistoryQuery.safeParse({ before }).error?.issues[0]?.message).toBe(
        messagesMessages.invalidBefore,
      );
    }
  });
});
