import type { GameChat, GameChatMessage } from '@rally/shared/game-chat/game-chat.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GameChatPanel } from './game-chat-panel.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const VIEWER = 'viewer-1';

const message = (
  id: string,
  text: string,
  { sender = 'pat', minutesAgo = 5, isAnnouncement = false } = {},
): GameChatMessage => ({
  id,
  gameId: 'game-1',
  sender: {
    id: sender === 'me' ? VIEWER : `user-${sender}`,
    name: sender === 'me' ? 'Vic Viewer' : `${sender[0]?.toUpperCase()}${sender.slice(1)} Player`,
    avatarUrl: null,
  },
  message: text,
  sentAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  isAnnouncement,
  removed: false,
});

const chat = (
  overrides: Omit<Partial<GameChat>, 'viewer'> & { viewer?: Partial<GameChat['viewer']> } = {},
): GameChat => {
  const { viewer, ...rest } = overrides;
  return {
    messages: [],
    hasMore: false,
    pinned: [],
    ...rest,
    viewer: {
      canWrite: true,
      closedReason: null,
      muted: false,
      canAnnounce: false,
      announcementsLeft: 0,
      ...viewer,
    },
  };
};

type Request = { path: string; method: string; body: unknown };

// The first answer's check loads the chat's schemas (a dynamic import): load them before any test waits
// on a screen, so the first test's wait is not spent on the import on a busy machine.
beforeAll(async () => {
  await Promise.all([import('@rally/shared/game-chat/game-chat.schemas'), import('@rally/shared/errors')]);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Renders the panel over a stand-in server; returns the requests it received. */
function renderPanel(answer: (request: Request) => Response | undefined) {
  const requests: Request[] = [];
  // jsdom has no ResizeObserver; a checkbox inside a form measures itself with one.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const request = {
        path: String(path),
        method: init?.method ?? 'GET',
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      requests.push(request);
      return answer(request) ?? json({ message: 'ok' });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <GameChatPanel gameId="game-1" viewerId={VIEWER} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return requests;
}

const isRead = (r: Request) => r.method === 'POST' && r.path.endsWith('/api/games/game-1/chat/read');
const isHistory = (r: Request) => r.method === 'GET' && r.path.includes('/api/games/game-1/chat');

describe('GameChatPanel', () => {
  it('shows the pinned announcements over the messages, the own ones as You, in a polite log', async () => {
    renderPanel(() =>
      json(
        chat({
          messages: [
            message('m1', 'Anyone bringing a ball?', { sender: 'pat', minutesAgo: 20 }),
            message('m2', 'I will', { sender: 'me', minutesAgo: 10 }),
            message('m3', 'Court 3 tonight, not court 1', {
              sender: 'hana',
              minutesAgo: 2,
              isAnnouncement: true,
            }),
          ],
          pinned: [
            message('m3', 'Court 3 tonight, not court 1', {
              sender: 'hana',
              minutesAgo: 2,
              isAnnouncement: true,
            }),
          ],
        }),
      ),
    );
    // The file's first render also loads the components' modules: allow a busy machine its time.
    const pinned = await screen.findByRole('list', { name: 'Pinned announcements' }, { timeout: 5_000 });
    expect(within(pinned).getByText('Announcement')).toBeTruthy();
    expect(within(pinned).getByText('Court 3 tonight, not court 1')).toBeTruthy();
    expect(within(pinned).getByText('Hana Player')).toBeTruthy();

    const log = screen.getByRole('log', { name: 'Chat messages' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    const items = within(log).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^PPat Player20 minutes agoAnyone bringing a ball\?$/),
      expect.stringMatching(/^You10 minutes agoI will$/),
      expect.stringMatching(/^HHana Player2 minutes agoAnnouncementCourt 3 tonight, not court 1$/),
    ]);
    expect(screen.getByRole('textbox', { name: 'Message the players' })).toBeTruthy();
  });

  it("marks the chat read once it shows someone else's message, and not when only the viewer's own are there", async () => {
    const withOthers = renderPanel(() => json(chat({ messages: [message('m1', 'Hi', { sender: 'pat' })] })));
    await waitFor(() => expect(withOthers.filter(isRead)).toHaveLength(1));
    cleanup();

    const ownOnly = renderPanel(() => json(chat({ messages: [message('m1', 'Hi', { sender: 'me' })] })));
    await screen.findByText('Hi');
    expect(ownOnly.filter(isRead)).toHaveLength(0);
  });

  it('waits for a background tab to come to the front before marking the chat read', async () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      const requests = renderPanel(() => json(chat({ messages: [message('m1', 'Hi', { sender: 'pat' })] })));
      await screen.findByText('Hi');
      expect(requests.filter(isRead)).toHaveLength(0);
      visibility.mockReturnValue('visible');
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await waitFor(() => expect(requests.filter(isRead)).toHaveLength(1));
    } finally {
      visibility.mockRestore();
    }
  });

  it('loads earlier messages before the oldest one held', async () => {
    const older = message('m0', 'Who is in?', { minutesAgo: 600 });
    const newest = message('m1', 'Me', { minutesAgo: 5 });
    const requests = renderPanel((request) => {
      if (!isHistory(request)) return undefined;
      return request.path.includes('before=')
        ? json(chat({ messages: [older], hasMore: false }))
        : json(chat({ messages: [newest], hasMore: true }));
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Load earlier messages' }));
    expect(await screen.findByText('Who is in?')).toBeTruthy();
    const earlier = requests.find((r) => isHistory(r) && r.path.includes('before='));
    expect(new URL(earlier!.path, 'http://localhost').searchParams.get('before')).toBe(newest.sentAt);
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
  });

  it('sends on Enter, keeps Shift+Enter for a new line, and shows the new message in the log', async () => {
    const requests = renderPanel((request) => {
      if (request.method === 'POST' && request.path.endsWith('/chat')) {
        return json(message('m9', 'See you there', { sender: 'me', minutesAgo: 0 }), 201);
      }
      return isHistory(request) ? json(chat()) : undefined;
    });
    const input = await screen.findByRole('textbox', { name: 'Message the players' });
    fireEvent.change(input, { target: { value: 'See you there' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ message: 'See you there' }),
    );
    expect(await within(screen.getByRole('log')).findByText('See you there')).toBeTruthy();
    expect((input as HTMLTextAreaElement).value).toBe('');
  });

  it("shows the server's refusal beside the field and keeps the typed text", async () => {
    renderPanel((request) => {
      if (request.method === 'POST' && request.path.endsWith('/chat')) {
        return json(
          {
            code: 'rate_limited',
            message: 'You are sending messages too quickly. Please wait a moment and try again.',
          },
          429,
        );
      }
      return isHistory(request) ? json(chat()) : undefined;
    });
    const input = await screen.findByRole('textbox', { name: 'Message the players' });
    fireEvent.change(input, { target: { value: 'Running late' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You are sending messages too quickly. Please wait a moment and try again.',
    );
    expect((input as HTMLTextAreaElement).value).toBe('Running late');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('counts the characters once the limit is near', async () => {
    renderPanel((request) => (isHistory(request) ? json(chat()) : undefined));
    const input = await screen.findByRole('textbox', { name: 'Message the players' });
    fireEvent.change(input, { target: { value: 'a'.repeat(100) } });
    expect(screen.queryByText(/characters$/)).toBeNull();
    fireEvent.change(input, { target: { value: 'a'.repeat(1_900) } });
    expect(screen.getByText('1,900/2,000 characters')).toBeTruthy();
  });

  it('lets the host post an announcement, saying how many are left today', async () => {
    const requests = renderPanel((request) => {
      if (request.method === 'POST' && request.path.endsWith('/chat')) {
        return json(message('m9', 'Court 3', { sender: 'me', isAnnouncement: true }), 201);
      }
      return isHistory(request)
        ? json(chat({ viewer: { canAnnounce: true, announcementsLeft: 2 } }))
        : undefined;
    });
    const announce = await screen.findByRole('checkbox', { name: 'Post as announcement (2 left today)' });
    fireEvent.click(announce);
    fireEvent.change(screen.getByRole('textbox', { name: 'Message the players' }), {
      target: { value: 'Court 3' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST' && r.path.endsWith('/chat'))?.body).toEqual({
        message: 'Court 3',
        announcement: true,
      }),
    );
  });

  it('offers no announcement once none are left today', async () => {
    renderPanel((request) =>
      isHistory(request) ? json(chat({ viewer: { canAnnounce: true, announcementsLeft: 0 } })) : undefined,
    );
    const announce = await screen.findByRole('checkbox', { name: 'Post as announcement (none left today)' });
    expect(announce.hasAttribute('disabled')).toBe(true);
  });

  it('shows why the chat is closed in place of the composer', async () => {
    renderPanel(() =>
      json(
        chat({
          viewer: { canWrite: false, closedReason: 'This game was called off, so its chat is closed.' },
        }),
      ),
    );
    expect(await screen.findByText('This game was called off, so its chat is closed.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message the players' })).toBeNull();
  });

  it('mutes the chat with its switch', async () => {
    const requests = renderPanel((request) => {
      if (request.method === 'PUT') return json({ muted: true });
      return isHistory(request) ? json(chat()) : undefined;
    });
    const mute = await screen.findByRole('switch', { name: 'Mute this chat' });
    expect(mute.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(mute);
    await waitFor(() => expect(mute.getAttribute('aria-checked')).toBe('true'));
    expect(requests.find((r) => r.method === 'PUT')).toMatchObject({
      path: expect.stringMatching(/\/api\/games\/game-1\/chat\/mute$/),
      body: { muted: true },
    });
    expect(screen.getByText('Muted: announcements still reach you.')).toBeTruthy();
  });

  it("says so when the viewer may no longer read the chat, with the server's words and no retry", async () => {
    renderPanel(() =>
      json({ code: 'forbidden', message: 'Only the players of this game can read its chat.' }, 403),
    );
    expect(await screen.findByText('Only the players of this game can read its chat.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers a retry when the chat fails to load', async () => {
    renderPanel(() => json({ message: 'Internal error' }, 500));
    expect(await screen.findByText('Failed to load the chat')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
