import type { GameChatMessage } from '@rally/shared/game-chat/game-chat.schemas';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ViewerIdProvider } from '../../../components/safety/viewer-id.tsx';
import { ChatMessageItem } from './chat-message-item.tsx';
import { PinnedAnnouncements } from './pinned-announcements.tsx';

afterEach(cleanup);

const line: GameChatMessage = {
  id: 'c-1',
  gameId: 'g-1',
  sender: { id: 'u-pat', name: 'Pat Player', avatarUrl: null },
  message: '',
  sentAt: new Date().toISOString(),
  isAnnouncement: false,
  removed: true,
};

describe('a game-chat line a moderator removed', () => {
  it('keeps its sender and time with the tombstone, and offers no action', () => {
    render(
      <ViewerIdProvider viewerId="u-me">
        <ul>
          <ChatMessageItem message={line} mine={false} now={new Date()} />
        </ul>
      </ViewerIdProvider>,
    );
    const row = screen.getByRole('listitem');
    expect(within(row).getByText('Pat Player')).toBeTruthy();
    expect(within(row).getByText('Removed by a moderator')).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('shows the tombstone where a pinned announcement stood', () => {
    render(<PinnedAnnouncements pinned={[{ ...line, isAnnouncement: true }]} />);
    const pinned = screen.getByRole('list', { name: 'Pinned announcements' });
    expect(within(pinned).getByText('Removed by a moderator')).toBeTruthy();
  });
});
