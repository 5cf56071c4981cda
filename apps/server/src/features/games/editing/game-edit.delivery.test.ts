import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  appWith,
  closeDeliveryFixtures,
  pushService,
  readable,
  savePreferences,
  subscribeDevice,
  waitFor,
} from '../../../test/delivery-kit.ts';
import { insertGame } from '../../../test/game-factories.ts';
import { createUser } from '../../../test/user-factories.ts';
import { gameStartInstant } from '../game-start.ts';

// Delivery waits on the queue's polling: these tests take seconds each.
vi.setConfig({ testTimeout: 90_000 });

afterEach(closeDeliveryFixtures);

describe("an edit's notice, delivered", () => {
  it('reaches a player by email and push as their preferences say, with the change and the link', async () => {
    const test = await appWith();
    const push = await pushService();
    const host = await createUser(test);
    const player = await createUser(test);
    await savePreferences(player, { email: true });
    const phone = await subscribeDevice(player, push);
    const gameId = await insertGame(test, host.id, {
      title: 'Tuesday run',
      date: '2027-03-02',
      time: '19:00',
      timeZone: 'UTC',
      startsAt: gameStartInstant('2027-03-02', '19:00', 'UTC'),
      location: 'Zilker Park',
      players: [player.id],
    });

    const edited = await host.client.patch(`/api/games/${gameId}`, {
      sport: 'soccer',
      title: 'Tuesday run',
      date: '2027-03-03',
      time: '18:30',
      timeZone: 'UTC',
      location: 'Zilker Park',
      maxPlayers: 8,
    });
    expect(edited.statusCode).toBe(200);

    const message = '"Tuesday run" moved: Tue 2 Mar 19:00 → Wed 3 Mar 18:30';
    const mail = readable((await test.mail.latest(player.email, /Game updated/)).raw);
    // The text part as sent (its arrow and quotes travel encoded): the old and the new start.
    expect(mail).toContain('Tue 2 Mar 19:00');
    expect(mail).toContain('Wed 3 Mar 18:30');
    expect(mail).toContain(`http://rally.test/game/${gameId}`);
    const [payload] = await waitFor(() => (push.received(phone).length > 0 ? push.received(phone) : null));
    expect(JSON.parse(payload!)).toMatchObject({
      title: 'Game updated',
      message,
      link: `/game/${gameId}`,
    });
  });
});
