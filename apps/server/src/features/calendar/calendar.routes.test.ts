import ical from 'node-ical';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createClient, TEST_ORIGIN, type TestApp } from '../../test/build-test-app.ts';
import { insertGame } from '../../test/game-factories.ts';
import { createUser } from '../../test/user-factories.ts';

const DAY = 24 * 60 * 60 * 1000;

let test: TestApp;
beforeEach(async () => {
  test = await buildTestApp();
});
afterEach(async () => {
  await test.close();
});

/** The events of an iCalendar document, parsed by a library other than the one that wrote it. */
function eventsOf(text: string) {
  return Object.values(ical.sync.parseICS(text)).filter((item) => item?.type === 'VEVENT') as ical.VEvent[];
}

/** A property's text, whether the parser gave it bare or with its parameters (`{ params, val }`). */
const textOf = (value: unknown) =>
  typeof value === 'object' && value !== null && 'val' in value ? String(value.val) : String(value);

/** The path part of a feed address, as the app is asked for it. */
const pathOf = (url: string) => new URL(url).pathname;

describe('one game as an .ics file', () => {
  it('carries the game at its local time in its own zone, with the venue and its address', async () => {
    const host = await createUser(test, { name: 'Hana Host' });
    const gameId = await insertGame(test, host.id, {
      title: 'Evening volleyball',
      sport: 'volleyball',
      date: '2030-07-04',
      time: '18:30',
      timeZone: 'America/New_York',
      startsAt: new Date('2030-07-04T22:30:00Z'),
      location: 'Brooklyn Bridge Park',
      description: 'Bring water',
    });
    const response = await host.client.get(`/api/games/${gameId}/calendar.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    expect(response.headers['content-disposition']).toContain('attachment');
    expect(response.body).toContain('DTSTART;TZID=America/New_York:20300704T183000');

    const [event] = eventsOf(response.body);
    expect(event?.summary).toBe('Evening volleyball');
    expect(event?.location).toBe('Brooklyn Bridge Park');
    expect(event?.start.toISOString()).toBe('2030-07-04T22:30:00.000Z');
    expect(textOf(event?.description)).toContain('Bring water');
    expect(textOf(event?.url)).toBe(`${TEST_ORIGIN}/game/${gameId}`);
  });

  it('is refused for a private game the viewer does not play in, and for a signed-out visitor', async () => {
    const host = await createUser(test);
    const other = await createUser(test);
    const gameId = await insertGame(test, host.id, { isPrivate: true });
    expect((await other.client.get(`/api/games/${gameId}/calendar.ics`)).statusCode).toBe(404);
    expect((await createClient(test.app).get(`/api/games/${gameId}/calendar.ics`)).statusCode).toBe(401);
    const open = await insertGame(test, host.id);
    expect((await other.client.get(`/api/games/${open}/calendar.ics`)).statusCode).toBe(200);
  });
});

describe('a game whose texts try to break out of their lines', () => {
  const injected =
    'Pickup\r\nBEGIN:VEVENT\r\nSUMMARY:Free money\r\nATTENDEE:mailto:eve@example.com\r\nEND:VEVENT';

  it('stays one event with its title as written, in its own file and in the feed', async () => {
    const host = await createUser(test, { name: 'Hana\r\nORGANIZER:mailto:eve@example.com' });
    const created = await host.client.post('/api/games', {
      sport: 'soccer',
      title: injected.slice(0, 100),
      date: new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10),
      time: '18:30',
      timeZone: 'America/Chicago',
      location: 'Court 2;\nX-INJECTED:1',
      description: 'Bring water\u2028DESCRIPTION:spoofed',
    });
    expect(created.statusCode).toBe(201);
    const gameId: string = created.json().id;
    const { url } = (await host.client.get('/api/calendar/feed')).json();

    for (const file of [
      (await host.client.get(`/api/games/${gameId}/calendar.ics`)).body,
      (await test.app.inject({ method: 'GET', url: pathOf(url) })).body,
    ]) {
      const lines = file.split('\r\n');
      for (const property of [
        'BEGIN:VEVENT',
        'SUMMARY:',
        'ATTENDEE',
        'ORGANIZER',
        'X-INJECTED',
        'DESCRIPTION:',
      ]) {
        expect(lines.filter((line) => line.startsWith(property)).length).toBeLessThanOrEqual(1);
      }
      const [event, ...others] = eventsOf(file);
      expect(others).toEqual([]);
      expect(event?.summary).toBe(injected.slice(0, 100).replaceAll('\r\n', '\n'));
      expect(event?.location).toBe('Court 2;\nX-INJECTED:1');
      expect(textOf(event?.description)).toContain('hosted by Hana\nORGANIZER:mailto:eve@example.com');
      expect(textOf(event?.description)).toContain('Bring water\nDESCRIPTION:spoofed');
      expect(event).not.toHaveProperty('attendee');
      expect(event).not.toHaveProperty('organizer');
    }
    const gameFile = (await host.client.get(`/api/games/${gameId}/calendar.ics`)).body;
    const calendar = Object.values(ical.sync.parseICS(gameFile)).find((item) => item?.type === 'VCALENDAR');
    expect(calendar).toMatchObject({ name: injected.slice(0, 100).replaceAll('\r\n', '\n') });
  });
});

describe('the calendar feed', () => {
  it("lists the user's upcoming hosted and joined games, without a session and privately cached", async () => {
    const ana = await createUser(test, { name: 'Ana' });
    const host = await createUser(test, { name: 'Hal' });
    const hosted = await insertGame(test, ana.id, { title: 'My game', startsAt: new Date(Date.now() + DAY) });
    const joined = await insertGame(test, host.id, {
      title: 'Their game',
      startsAt: new Date(Date.now() + 2 * DAY),
      players: [ana.id],
    });
    await insertGame(test, ana.id, { title: 'Last week', startsAt: new Date(Date.now() - 7 * DAY) });
    await insertGame(test, host.id, { title: 'Not mine' });

    const { url } = (await ana.client.get('/api/calendar/feed')).json();
    expect(url.startsWith(`${TEST_ORIGIN}/api/calendar/`)).toBe(true);
    expect((await ana.client.get('/api/calendar/feed')).json().url).toBe(url);

    const feed = await test.app.inject({ method: 'GET', url: pathOf(url) });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['cache-control']).toContain('private');
    const events = eventsOf(feed.body);
    expect(events.map((event) => event.summary)).toEqual(['My game', 'Their game']);
    expect(events.map((event) => textOf(event.uid))).toEqual([`${hosted}@rally`, `${joined}@rally`]);
  });

  it('stops answering the old address once the user resets it', async () => {
    const ana = await createUser(test);
    await insertGame(test, ana.id);
    const old = (await ana.client.get('/api/calendar/feed')).json().url;
    const reset = await ana.client.post('/api/calendar/feed/reset');
    expect(reset.statusCode).toBe(200);
    expect(reset.json().url).not.toBe(old);

    expect((await test.app.inject({ method: 'GET', url: pathOf(old) })).statusCode).toBe(404);
    const fresh = await test.app.inject({ method: 'GET', url: pathOf(reset.json().url) });
    expect(eventsOf(fresh.body)).toHaveLength(1);
    expect((await ana.client.get('/api/calendar/feed')).json().url).toBe(reset.json().url);
  });

  it('answers not found for a guessed or altered address', async () => {
    const ana = await createUser(test);
    const { url } = (await ana.client.get('/api/calendar/feed')).json();
    const path = pathOf(url);
    const altered = `${path.slice(0, -6)}${path.at(-6) === 'A' ? 'B' : 'A'}.ics`;
    for (const guess of [altered, path.replace('.ics', ''), '/api/calendar/nobody.secret.ics']) {
      expect((await test.app.inject({ method: 'GET', url: guess })).statusCode).toBe(404);
    }
  });
});
