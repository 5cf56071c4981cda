import type { ConversationSummary, GameChatSummary, Inbox } from '@rally/shared/messages/messages.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
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
  lastMessage: { preview, sentAt: new Date(Date.now() - 5 * 60_000).toISOString(), fromMe, removed: false },
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
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <MessagesInbox
          onOpen={handlers.onOpen ?? (() => {})}
          isOnline={(id) => id === 'id-Ana'}
          onShowFriends={() => {}}
        />
      </QueryClientProvider>
    </MemoryRouter>,
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
        gameChats: [],
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
    renderInbox(
      json({ conversations: [conversation('Ana', 'Hi', false, 1)], gameChats: [], unreadTotal: 1 }),
      {
        onOpen,
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: /Ana/ }));
    expect(onOpen).toHaveBeenCalledWith('id-Ana');
  });

  it('says there are no messages yet and points to Friends', async () => {
    renderInbox(json({ conversations: [], gameChats: [], unreadTotal: 0 }));
    expect(await screen.findByText('No messages yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to Friends' })).toBeTruthy();
  });

  it('says the inbox failed to load and offers a retry', async () => {
    renderInbox(json({ message: 'Internal error' }, 500));
    expect(await screen.findByText('Failed to load messages')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const gameChat = (
  title: string,
  { minutesAgo: sentMinutesAgo, ...last }: Partial<GameChatSummary['lastMessage']> & { minutesAgo: number },
  { unreadCount = 0, muted = false } = {},
): GameChatSummary => ({
  game: {
    id: `game-${title}`,
    title,
    sport: 'basketball',
    startsAt: '2026-12-05T18:30:00.000Z',
    date: '2026-12-05',
    time: '18:30',
  },
  lastMessage: {
    preview: 'Anyone bringing a ball?',
    fromMe: false,
    senderName: 'Pat Rivera',
    isAnnouncement: false,
    removed: false,
    ...last,
    sentAt: minutesAgo(sentMinutesAgo),
  },
  unreadCount,
  muted,
});

const atMinutesAgo = (c: ConversationSummary, minutes: number): ConversationSummary => ({
  ...c,
  lastMessage: { ...c.lastMessage, sentAt: minutesAgo(minutes) },
});

describe('MessagesInbox with game chats', () => {
  it("puts game chats among the conversations by their last message, with the sender's first name", async () => {
    renderInbox(
      json({
        conversations: [
          atMinutesAgo(conversation('Ana', 'See you at 6', false, 0), 2),
          atMinutesAgo(conversation('Ben', 'Good game', true, 0), 30),
        ],
        gameChats: [
          gameChat('Tuesday Hoops', { minutesAgo: 10 }, { unreadCount: 3 }),
          gameChat('Sunday Run', { minutesAgo: 60, fromMe: true, senderName: null, preview: 'On my way' }),
        ],
        unreadTotal: 3,
      }),
    );
    const rows = within(await screen.findByRole('list', { name: 'Conversations' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^AAna/),
      expect.stringMatching(
        /^Tuesday Hoops10 minutes agoBasketball game · Sat, Dec 5, 6:30 PMPat: Anyone bringing a ball\?3 unread$/,
      ),
      expect.stringMatching(/^BBen/),
      expect.stringMatching(/^Sunday Run1 hour ago.*You: On my way$/),
    ]);
  });

  it("leads a game chat's row to the game's page at its chat", async () => {
    renderInbox(
      json({ conversations: [], gameChats: [gameChat('Tuesday Hoops', { minutesAgo: 1 })], unreadTotal: 0 }),
    );
    const link = await screen.findByRole('link', { name: /Tuesday Hoops/ });
    expect(link.getAttribute('href')).toBe('/game/game-Tuesday%20Hoops#chat');
  });

  it('marks an announcement, and a muted chat with its count greyed', async () => {
    renderInbox(
      json({
        conversations: [],
        gameChats: [
          gameChat(
            'Tuesday Hoops',
            {
              minutesAgo: 1,
              isAnnouncement: true,
              senderName: 'Hana Host',
              preview: 'Court 3 tonight, not court 1',
            },
            { unreadCount: 2, muted: true },
          ),
        ],
        unreadTotal: 0,
      }),
    );
    const row = await screen.findByRole('link', { name: /Tuesday Hoops/ });
    expect(within(row).getByText('Announcement · Hana: Court 3 tonight, not court 1')).toBeTruthy();
    expect(within(row).getByRole('img', { name: 'Muted' })).toBeTruthy();
    expect(within(row).getByTestId('conversation-unread').className).toContain('text-muted-foreground');
  });

  it('keeps the empty state for an inbox with neither conversations nor game chats', async () => {
    renderInbox(json({ conversations: [], gameChats: [], unreadTotal: 0 }));
    expect(await screen.findByText('No messages yet')).toBeTruthy();
  });
});

describe('withConversationRead', () => {
  const inbox: Inbox = {
    conversations: [conversation('Ana', 'Hi', false, 2), conversation('Ben', 'Yo', false, 1)],
    gameChats: [],
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
