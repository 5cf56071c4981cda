import { gameChatMessages } from '@rally/shared/game-chat/game-chat.messages';
import { messagesMessages } from '@rally/shared/messages/messages.schemas';
import type { Notification } from '@rally/shared/notifications/notifications.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../db/schema/games.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { chatScene, say } from '../../test/game-chat-scene.ts';
import { openUserSocket } from '../../test/social-factories.ts';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(async () => {
  await test.close();
});

const HOUR = 60 * 60 * 1000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR);
const chatOf = (scene: { gameId: string }) => `/api/games/${scene.gameId}/chat`;

describe('writing in a game chat', () => {
  it('keeps the message as plain text, trimmed, with its sender, and lists it oldest first', async () => {
    const scene = await chatScene(test);
    const html = '  <b>Court 3</b> <script>alert(1)</script>  ';
    const sent = await scene.player.client.post(chatOf(scene), { message: html });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      gameId: scene.gameId,
      sender: { id: scene.player.id, name: 'Pia Player', avatarUrl: null },
      message: '<b>Court 3</b> <script>alert(1)</script>',
      isAnnouncement: false,
    });
    await say(scene.host, scene.gameId, 'Bring bibs');
    const chat = (await scene.cohost.client.get(chatOf(scene))).json();
    expect(chat.messages.map((message: { message: string }) => message.message)).toEqual([
      '<b>Court 3</b> <script>alert(1)</script>',
      'Bring bibs',
    ]);
    expect(chat.hasMore).toBe(false);
    expect(chat.viewer).toEqual({
      canWrite: true,
      closedReason: null,
      muted: false,
      canAnnounce: true,
      announcementsLeft: 3,
    });
  });

  it('refuses blank, too long and profane messages with the direct messages texts, storing nothing', async () => {
    const scene = await chatScene(test);
    const cases: [unknown, string][] = [
      ['   ', messagesMessages.empty],
      ['a'.repeat(2_001), messagesMessages.tooLong],
      ['what the fuck', 'Your message contains profanity. Please keep messages appropriate.'],
    ];
    for (const [message, text] of cases) {
      const response = await scene.player.client.post(chatOf(scene), { message });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(text);
    }
    expect((await scene.player.client.post(chatOf(scene), { message: 'a'.repeat(2_000) })).statusCode).toBe(
      201,
    );
    expect((await scene.player.client.get(chatOf(scene))).json().messages).toHaveLength(1);
  });

  it('pages history with before and limit', async () => {
    const scene = await chatScene(test);
    for (const text of ['one', 'two', 'three']) await say(scene.player, scene.gameId, text);
    const first = (await scene.host.client.get(`${chatOf(scene)}?limit=2`)).json();
    expect(first.messages.map((m: { message: string }) => m.message)).toEqual(['two', 'three']);
    expect(first.hasMore).toBe(true);
    const before = encodeURIComponent(first.messages[0].sentAt);
    const older = (await scene.host.client.get(`${chatOf(scene)}?limit=2&before=${before}`)).json();
    expect(older.messages.map((m: { message: string }) => m.message)).toEqual(['one']);
    expect(older.hasMore).toBe(false);
  });

  it('limits a player to 30 messages a minute, with the "too quickly" text', async () => {
    const scene = await chatScene(test);
    for (let i = 0; i < 30; i += 1)
      expect((await scene.player.client.post(chatOf(scene), { message: `m${i}` })).statusCode).toBe(201);
    const refused = await scene.player.client.post(chatOf(scene), { message: 'one more' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(messagesMessages.tooFast);
    // Another player of the same game is not held back.
    expect((await scene.host.client.post(chatOf(scene), { message: 'calm down' })).statusCode).toBe(201);
  });
});

describe('when the chat is open', () => {
  it('takes messages until 48 hours after the start, then stays readable', async () => {
    const open = await chatScene(test, { startsAt: hoursFromNow(-47) });
    expect((await open.player.client.post(chatOf(open), { message: 'GG' })).statusCode).toBe(201);

    const closed = await chatScene(test, { startsAt: hoursFromNow(-49) });
    const refused = await closed.player.client.post(chatOf(closed), { message: 'GG' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'chat_closed', message: gameChatMessages.closed });
    const chat = await closed.player.client.get(chatOf(closed));
    expect(chat.statusCode).toBe(200);
    expect(chat.json().viewer).toMatchObject({
      canWrite: false,
      closedReason: gameChatMessages.closed,
      canAnnounce: false,
    });
    expect((await closed.host.client.post(`${chatOf(closed)}/read`)).statusCode).toBe(200);
  });

  it('keeps a called-off game readable but closed until its start, and hides it after', async () => {
    const before = await chatScene(test, { startsAt: hoursFromNow(3), calledOffAt: hoursFromNow(-1) });
    const refused = await before.host.client.post(chatOf(before), { message: 'Next week then' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(gameChatMessages.calledOff);
    const chat = await before.player.client.get(chatOf(before));
    expect(chat.statusCode).toBe(200);
    expect(chat.json().viewer).toMatchObject({ canWrite: false, closedReason: gameChatMessages.calledOff });
    expect((await before.player.client.get(`/api/games/${before.gameId}`)).json().abilities.canChat).toBe(
      true,
    );

    const after = await chatScene(test, { startsAt: hoursFromNow(-1), calledOffAt: hoursFromNow(-3) });
    expect((await after.player.client.get(chatOf(after))).statusCode).toBe(403);
  });
});

describe("a host's cancel", () => {
  it('deletes the game and its chat with it', async () => {
    const scene = await chatScene(test);
    await say(scene.player, scene.gameId, 'See you there');
    expect((await scene.host.client.delete(`/api/games/${scene.gameId}`)).statusCode).toBe(200);
    const gone = await scene.player.client.get(chatOf(scene));
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('game_not_found');
    expect((await scene.player.client.get('/api/messages')).json().gameChats).toEqual([]);
  });
});

describe('announcements', () => {
  it('pins them newest first, reaches a player who muted the chat at once, and stops at 3 a day', async () => {
    const scene = await chatScene(test, { title: 'Friday hoops' });
    const muted = await scene.player.client.put(`${chatOf(scene)}/mute`, { muted: true });
    expect(muted.json()).toEqual({ muted: true });

    await say(scene.host, scene.gameId, 'Court 3 tonight, not court 1', true);
    await say(scene.player, scene.gameId, 'ok');
    await say(scene.cohost, scene.gameId, 'Bring a dark shirt', true);
    await say(scene.host, scene.gameId, 'Kick-off 7:05', true);

    const notices = (await scene.player.client.get('/api/notifications')).json()
      .notifications as Notification[];
    const announcements = notices.filter((notice) => notice.type === 'game_announcement');
    expect(announcements.map((notice) => notice.message).sort()).toEqual(
      ['Bring a dark shirt', 'Court 3 tonight, not court 1', 'Kick-off 7:05'].sort(),
    );
    expect(announcements[0]).toMatchObject({
      title: gameChatMessages.announcementTitle('Friday hoops'),
      relatedId: scene.gameId,
    });
    // The sender is not told of their own announcement; the waitlisted and those who left are not told.
    for (const user of [scene.host, scene.waitlisted, scene.left]) {
      const theirs = (await user.client.get('/api/notifications')).json().notifications as Notification[];
      expect(theirs.filter((n) => n.type === 'game_announcement' && n.message === 'Kick-off 7:05')).toEqual(
        [],
      );
    }

    const fourth = await scene.cohost.client.post(chatOf(scene), {
      message: 'One more thing',
      announcement: true,
    });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({
      code: 'announcement_limit',
      message: 'A game can have at most 3 announcements a day.',
    });
    const chat = (await scene.host.client.get(chatOf(scene))).json();
    expect(chat.pinned.map((m: { message: string }) => m.message)).toEqual([
      'Kick-off 7:05',
      'Bring a dark shirt',
      'Court 3 tonight, not court 1',
    ]);
    expect(chat.messages).toHaveLength(4);
    expect(chat.viewer).toMatchObject({ canAnnounce: true, announcementsLeft: 0 });
    // A plain message is still fine.
    expect((await scene.cohost.client.post(chatOf(scene), { message: 'See you' })).statusCode).toBe(201);
  });
});

describe('live, read markers and mute', () => {
  it("sends each message to the members' own topics: a player who left hears nothing", async () => {
    const scene = await chatScene(test);
    const playerSocket = await openUserSocket(test, scene.player);
    const leftSocket = await openUserSocket(test, scene.left);
    const waitingSocket = await openUserSocket(test, scene.waitlisted);
    try {
      const sent = await say(scene.host, scene.gameId, 'Anyone bringing a ball?');
      const heard = await playerSocket.next(
        (m) => m.type === 'event' && m.event.type === 'game-chat.message',
      );
      expect(heard).toMatchObject({
        event: { type: 'game-chat.message', gameId: scene.gameId, id: sent.id },
      });

      await scene.player.client.post(`${chatOf(scene)}/read`);
      await playerSocket.next((m) => m.type === 'event' && m.event.type === 'game-chat.read');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const chatEvents = (socket: typeof leftSocket) =>
        socket.received.filter((m) => m.type === 'event' && m.event.type.startsWith('game-chat.'));
      expect(chatEvents(leftSocket)).toEqual([]);
      expect(chatEvents(waitingSocket)).toEqual([]);
    } finally {
      playerSocket.close();
      leftSocket.close();
      waitingSocket.close();
    }
  });

  it('counts unread from others after the read marker, in the inbox and the badge, muted chats left out of the total', async () => {
    const scene = await chatScene(test, { title: 'Sunday volley' });
    const quiet = await chatScene(test, { title: 'Quiet game' });
    const old = await chatScene(test, { title: 'Long ago' });
    await say(old.player, old.gameId, 'ancient');
    await test.database.connection.db
      .update(games)
      .set({ startsAt: hoursFromNow(-15 * 24) })
      .where(eq(games.id, old.gameId));
    await say(scene.player, scene.gameId, 'First\nsecond line');
    await say(scene.cohost, scene.gameId, 'Court 2', true);
    await say(scene.host, scene.gameId, 'my own');

    const inbox = (await scene.host.client.get('/api/messages')).json();
    expect(inbox.gameChats).toEqual([
      {
        game: {
          id: scene.gameId,
          title: 'Sunday volley',
          sport: 'soccer',
          startsAt: expect.any(String),
          date: expect.any(String),
          time: expect.any(String),
        },
        lastMessage: {
          preview: 'my own',
          sentAt: expect.any(String),
          fromMe: true,
          senderName: 'Hana Host',
          isAnnouncement: false,
          removed: false,
        },
        unreadCount: 2,
        muted: false,
      },
    ]);
    expect(inbox.unreadTotal).toBe(2);
    expect((await scene.host.client.get('/api/messages/unread')).json()).toEqual({ unreadTotal: 2 });
    // Outsiders, the waitlisted and those who left see no row for it.
    for (const user of [scene.outsider, scene.waitlisted, scene.left])
      expect((await user.client.get('/api/messages')).json().gameChats).toEqual([]);
    // A game with no message yet, and one that started more than 14 days ago, have no row.
    expect((await quiet.host.client.get('/api/messages')).json().gameChats).toEqual([]);
    expect((await old.host.client.get('/api/messages')).json().gameChats).toEqual([]);

    // Muted: its own count still shows, the total leaves it out.
    await scene.player.client.put(`${chatOf(scene)}/mute`, { muted: true });
    const playerInbox = (await scene.player.client.get('/api/messages')).json();
    expect(playerInbox.gameChats[0]).toMatchObject({ unreadCount: 2, muted: true });
    expect(playerInbox.unreadTotal).toBe(0);
    expect((await scene.player.client.get('/api/messages/unread')).json()).toEqual({ unreadTotal: 0 });
    expect((await scene.player.client.get(chatOf(scene))).json().viewer.muted).toBe(true);

    // Read: nothing unread until someone else writes.
    expect((await scene.host.client.post(`${chatOf(scene)}/read`)).json()).toEqual({
      message: gameChatMessages.markedRead,
    });
    expect((await scene.host.client.get('/api/messages/unread')).json()).toEqual({ unreadTotal: 0 });
    await say(scene.player, scene.gameId, 'new');
    expect((await scene.host.client.get('/api/messages')).json().gameChats[0].unreadCount).toBe(1);
  });
});
