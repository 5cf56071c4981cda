import type { DirectMessage } from '@rally/shared/messages/messages.schemas';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ViewerIdProvider } from '../../../components/safety/viewer-id.tsx';
import { MessageBubble } from './message-bubble.tsx';

afterEach(cleanup);

const message = (overrides: Partial<DirectMessage> = {}): DirectMessage => ({
  id: 'm-1',
  senderId: 'u-bob',
  receiverId: 'u-me',
  message: 'See you at the courts',
  sentAt: '2026-11-27T10:00:00.000Z',
  removed: false,
  ...overrides,
});

function renderBubble(item: DirectMessage) {
  render(
    <ViewerIdProvider viewerId="u-me">
      <ul>
        <MessageBubble
          message={item}
          mine={false}
          author="Bob"
          timeLabel="10:00 AM"
          sender={{ id: 'u-bob', name: 'Bob' }}
          onBlocked={() => {}}
        />
      </ul>
    </ViewerIdProvider>,
  );
  return screen.getByRole('listitem');
}

describe('a direct message a moderator removed', () => {
  it('keeps its place and time with the tombstone, and offers no action', () => {
    const row = renderBubble(message({ removed: true, message: '' }));
    expect(within(row).getByText('Removed by a moderator')).toBeTruthy();
    expect(within(row).getByText('10:00 AM')).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('is reportable while it stands', () => {
    const row = renderBubble(message());
    expect(within(row).getByText('See you at the courts')).toBeTruthy();
    expect(within(row).queryByText('Removed by a moderator')).toBeNull();
    expect(within(row).getByRole('button', { name: 'Report this message' })).toBeTruthy();
  });
});
