import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createClient, type TestApp } from '../../test/build-test-app.ts';
import { connectSocket } from '../../test/realtime-client.ts';
import { createUser } from '../../test/user-factories.ts';
import type { NotificationsService } from './notifications.service.ts';

let test: TestApp;
let notifications: NotificationsService;
beforeEach(async () => {
  test = await buildTestApp();
  notifications = test.app.services.notifications;
});
afterEach(async () => {
  await test.close();
});

const notifyFriendRequest = (userId: string, from = 'Sam') =>
  notifications.notify({
    userId,
    type: 'friend_request',
    title: 'New friend request',
    message: `${from} sent you a friend request`,
  });

describe('notifications', () => {
  it('lists only the owner’s notifications, newest first, with the unread count', async () => {
    const alice = await createUser(test);
    const bob = await createUser(test);
    await notifyFriendRequest(alice.id, 'First');
    await notifyFriendRequest(alice.id, 'Second');
    await notifyFriendRequest(bob.id, 'Other');

    const response = await alice.client.get('/api/notifications');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.unreadCount).toBe(2);
    expect(body.notifications.map((n: { message: string }) => n.message)).toEqual([
      'Second sent you a friend request',
      'First sent you a friend request',
    ]);
    expect(body.notifications[0]).toMatchObject({
      type: 'friend_request',
      read: false,
      title: 'New friend request',
    });
  });

  it('returns at most the 50 newest', async () => {
    const alice = await createUser(test);
    for (let i = 0; i < 52; i += 1) await notifyFriendRequest(alice.id, `P${i}`);
    const body = (await alice.client.get('/api/notifications')).json();
    expect(body.notifications).toHaveLength(50);
    expect(body.unreadCount).toBe(52);
  });

  it('marks one read, once; the count never goes below zero', async () => {
    const alice = await createUser(test);
    const { id } = await notifyFriendRequest(alice.id);
    expect((await alice.client.post(`/api/notifications/${id}/read`)).statusCode).toBe(204);
    expect((await alice.client.post(`/api/notifications/${id}/read`)).statusCode).toBe(204);
    expect((await alice.client.get('/api/notifications')).json().unreadCount).toBe(0);
  });

  it("refuses to touch another user's notification", async () => {
    const alice = await createUser(test);
    const bob = await createUser(test);
    const { id } = await notifyFriendRequest(alice.id);
    const response = await bob.client.post(`/api/notifications/${id}/read`);
    expect(response.statusCode).toBe(404);
    expect((await alice.client.get('/api/notifications')).json().unreadCount).toBe(1);
  });

  it('marks all read', async () => {
    const alice = await createUser(test);
    await notifyFriendRequest(alice.id);
    await notifyFriendRequest(alice.id);
    expect((await alice.client.post('/api/notifications/read-all')).json()).toEqual({ updated: 2 });
    const body = (await alice.client.get('/api/notifications')).json();
    expect(body.unreadCount).toBe(0);
    expect(body.notifications.every((n: { read: boolean }) => n.read)).toBe(true);
  });

  it('answers signed-out calls with 401', async () => {
    const anon = createClient(test.app);
    expect((await anon.get('/api/notifications')).statusCode).toBe(401);
    expect((await anon.post('/api/notifications/read-all')).statusCode).toBe(401);
  });

  it('answers a malformed id as a missing one: 404 Notification not found', async () => {
    const alice = await createUser(test);
    const response = await alice.client.post('/api/notifications/not-a-uuid/read');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'notification_not_found', message: 'Notification not found' });
  });

  it('tells the recipient’s open tabs at once', async () => {
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    const alice = await createUser(test);
    const url = `ws://127.0.0.1:${(test.app.server.address() as AddressInfo).port}/api/realtime`;
    const cookie = [...alice.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const socket = await connectSocket(url, { cookie });
    await socket.subscribe(`user:${alice.id}`);
    const { id } = await notifyFriendRequest(alice.id);
    expect(await socket.next((m) => m.type === 'event')).toMatchObject({
      event: { type: 'notification.created', id },
    });
    await alice.client.post('/api/notifications/read-all');
    expect(await socket.next((m) => m.type === 'event')).toMatchObject({
      event: { type: 'notification.read', ids: [id] },
    });
    socket.close();
  });
});
