import type { ConversationSummary, Inbox } from '@rally/shared/messages/messages.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withConversationRead } from '../api/get-inbox.ts';
import { MessagesInbox } from './messages-inbox.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const conversation = (
  name: string,
  preview: string,
  fromMe: boolean,
  unreadCount: number,
): ConversationSummary => ({
  friend: { id: `id-${name}`, name, username: name.toLowerCase(), avatarUrl: null },
  lastMessage: { preview, sentAt: new Date(Date.now() - 5 * 60_000).toISOString(), fromMe },
  unreadCount,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderInbox(response: Response, handlers: { onOpen?: (id: string) => void } = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MessagesInbox
        onOpen={handlers.onOpen ?? (() => {})}
        isOnline={(id) => id === 'id-Ana'}
        onShowFriends={() => {}}
      />
    </QueryClientProvider>,
  );
}

describe('MessagesInbox', () => {
  it('lists conversations in the order given, with "You: " before what the viewer sent, the time and the unread count', async () => {
    renderInbox(
      json({
        conversations: [
          conversation('Ana', 'See you at 6', false, 2),
          conversation('Ben', 'Good game', true, 0),
        ],
        unreadTotal: 2,
      }),
    );
    const rows = within(await screen.findByRole('list', { name: 'Conversations' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^AAna5 minutes agoSee you at 62 unread$/),
      expect.stringMatching(/^BBen5 minutes agoYou: Good game$/),
    ]);
    expect(within(rows[0]!).getByRole('img', { name: 'Online' })).toBeTruthy();
    expect(within(rows[1]!).queryByRole('img', { name: 'Online' })).toBeNull();
  });

  it('opens the conversation a row names', async () => {
    const onOpen = vi.fn();
    renderInbox(json({ conversations: [conversation('Ana', 'Hi', false, 1)], unreadTotal: 1 }), { onOpen });
    fireEvent.click(await screen.findByRole('button', { name: /Ana/ }));
    expect(onOpen).toHaveBeenCalledWith('id-Ana');
  });

  it('says there are no messages yet and points to Friends', async () => {
    renderInbox(json({ conversations: [], unreadTotal: 0 }));
    expect(await screen.findByText('No messages yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to Friends' })).toBeTruthy();
  });

  it('says the inbox failed to load and offers a retry', async () => {
    renderInbox(json({ message: 'Internal error' }, 500));
    expect(await screen.findByText('Failed to load messages')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('withConversationRead', () => {
  const inbox: Inbox = {
    conversations: [conversation('Ana', 'Hi', false, 2), conversation('Ben', 'Yo', false, 1)],
    unreadTotal: 3,
  };

  it('clears that conversation and lowers the total by its count', () => {
    const read = withConversationRead(inbox, 'id-Ana');
    expect(read?.conversations.map((c) => c.unreadCount)).toEqual([0, 1]);
    expect(read?.unreadTotal).toBe(1);
  });

  it('leaves the inbox as it was for a conversation with nothing unread', () => {
    expect(withConversationRead(withConversationRead(inbox, 'id-Ana'), 'id-Ana')?.unreadTotal).toBe(1);
    expect(withConversationRead(inbox, 'id-nobody')).toBe(inbox);
  });
});
