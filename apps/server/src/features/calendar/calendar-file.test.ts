import fc from 'fast-check';
import ical from 'node-ical';
import { describe, expect, it } from 'vitest';
import type { CalendarGameRow } from './calendar.repository.ts';
import { gamesCalendar } from './calendar-file.ts';

const PUBLIC_URL = 'https://rally.example';
const NOW = new Date('2026-11-27T10:00:00Z');

/**
 * What a calendar shows of a text: every line break (CRLF, CR, LF, NEL, U+2028, U+2029) as one `\n`,
 * other control characters but tab dropped, half a surrogate pair as U+FFFD.
 */
const asShown = (text: string) =>
  text
    .replace(/\p{Cs}/gu, '\ufffd')
    .replace(/\r\n|[\n\r\u0085\u2028\u2029]/g, '\n')
    .replace(/[^\P{Cc}\t\n]/gu, '');

/** The pieces injections are made of: line breaks of every kind, iCalendar's separators, whole properties. */
const HOSTILE_PIECES = [
  '\r',
  '\n',
  '\r\n',
  '\r\n ',
  '\n\t',
  '\u0085',
  '\u2028',
  '\u2029',
  ';',
  ',',
  ':',
  '\\',
  '\\\\',
  '\\;',
  '"',
  '\u0000',
  '\u001b',
  '\u007f',
  '\ud800',
  '\udc00',
  'BEGIN:VEVENT',
  'END:VEVENT',
  'END:VCALENDAR',
  'ATTENDEE;CN=Eve:mailto:eve@example.com',
  'ORGANIZER:mailto:eve@example.com',
  'X-INJECTED:1',
  'SUMMARY;LANGUAGE=en:',
  'é',
  'e\u0301',
  '🏀',
  ' ',
  'Pickup',
];

const hostileText = fc.oneof(
  fc.array(fc.constantFrom(...HOSTILE_PIECES), { maxLength: 30 }).map((pieces) => pieces.join('')),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ unit: 'binary', minLength: 200, maxLength: 2_000 }),
  fc.constantFrom(
    '🏀'.repeat(400),
    'é'.repeat(300),
    'e\u0301'.repeat(200),
    `${'x'.repeat(74)}\r\nBEGIN:VEVENT`,
  ),
);

/**
 * node-ical reads an escaped backslash followed by `n` as a line break, and drops quotes around a whole
 * value: those texts are tried on the written file itself (below), not through it.
 */
const parsesFaithfully = (text: string) => !/\\[nN]/.test(asShown(text)) && !/^".*"$/s.test(asShown(text));
const text = hostileText.filter(parsesFaithfully);

const gameRow = fc.record({
  id: fc.uuid({ version: 4 }),
  title: text,
  sport: fc.constantFrom('soccer', 'basketball', 'multi-league'),
  date: fc.constantFrom('2027-01-15', '2027-07-04', '2028-03-26'),
  time: fc.constantFrom('00:00', '09:30', '18:30', '23:59'),
  timeZone: fc.constantFrom(
    'UTC',
    'America/Chicago',
    'Pacific/Kiritimati',
    'Asia/Tokyo',
    'Pacific/Pago_Pago',
  ),
  location: text,
  description: fc.option(text),
  isPrivate: fc.boolean(),
  hostName: fc.option(text),
  sequence: fc.nat({ max: 1_000 }),
  updatedAt: fc.date({
    min: new Date('2026-01-01T00:00:00Z'),
    max: new Date('2027-01-01T00:00:00Z'),
    noInvalidDate: true,
  }),
}) satisfies fc.Arbitrary<CalendarGameRow>;

const calendarOf = fc.record({
  name: text,
  games: fc.uniqueArray(gameRow, { minLength: 1, maxLength: 3, selector: (game) => game.id }),
});

/** The description a game's event carries, as its players read it. */
const descriptionOf = (game: CalendarGameRow) =>
  [
    `${game.sport[0]?.toUpperCase()}${game.sport.slice(1)} game${game.hostName ? ` hosted by ${asShown(game.hostName)}` : ''}`,
    asShown(game.description ?? ''),
    `${PUBLIC_URL}/game/${game.id}`,
  ]
    .filter(Boolean)
    .join('\n\n');

/** The properties an event of ours has, and only these: an injected ATTENDEE or X- line would add one. */
const eventKeys = (game: CalendarGameRow) =>
  [
    'type',
    'uid',
    'sequence',
    'lastmodified',
    'dtstamp',
    'start',
    'datetype',
    'end',
    'summary',
    ...(asShown(game.location) ? ['location'] : []),
    'description',
    'url',
  ].sort();

/** Content lines as RFC 5545 §3.1 has them: CRLF only, at most 75 octets, continuations start with a space. */
function contentLines(file: string) {
  expect(file).not.toMatch(/\r(?!\n)|(?<!\r)\n/);
  const body = file.replace(/\r\n$/, '');
  for (const line of body.split('\r\n'))
    expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  return body.replace(/\r\n[ \t]/g, '').split('\r\n');
}

/** A property name, its parameters, a colon: nothing else starts a content line. */
const CONTENT_LINE = /^[A-Z][A-Z0-9-]*(?:;[A-Z0-9-]+=(?:"[^"]*"|[^";:,]*))*:/;
/** Every property our calendars write; anything else in a file was injected. */
const OUR_PROPERTIES = new Set(
  'BEGIN END VERSION PRODID NAME X-WR-CALNAME TZID TZURL X-LIC-LOCATION TZOFFSETFROM TZOFFSETTO TZNAME DTSTART RRULE RDATE UID SEQUENCE LAST-MODIFIED DTSTAMP DTEND SUMMARY LOCATION DESCRIPTION URL'.split(
    ' ',
  ),
);

describe('a calendar file of hostile texts', () => {
  it('holds exactly the games it was given, each text as written, and nothing else', () => {
    fc.assert(
      fc.property(calendarOf, ({ name, games }) => {
        const file = gamesCalendar({ name, games, publicUrl: PUBLIC_URL, now: NOW });

        const lines = contentLines(file);
        for (const line of lines) {
          expect(line).toMatch(CONTENT_LINE);
          expect(line).not.toMatch(/[^\P{Cc}\t]/u);
          expect(OUR_PROPERTIES).toContain(line.slice(0, line.search(/[;:]/)));
        }
        expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(games.length);
        expect(lines.filter((line) => line === 'BEGIN:VCALENDAR')).toHaveLength(1);

        const parsed = Object.values(ical.sync.parseICS(file));
        const events = parsed.filter((item) => item?.type === 'VEVENT') as ical.VEvent[];
        const zones = parsed.filter((item) => item?.type === 'VTIMEZONE');
        const calendar = parsed.find((item) => item?.type === 'VCALENDAR') as Record<string, unknown>;
        expect(parsed).toHaveLength(events.length + zones.length + 1);
        // A name with nothing left to show is not written at all.
        const named = asShown(name) !== '';
        expect(Object.keys(calendar).sort()).toEqual(
          named ? ['WR-CALNAME', 'name', 'prodid', 'type', 'version'] : ['prodid', 'type', 'version'],
        );
        if (named) {
          expect(calendar.name).toBe(asShown(name));
          expect(calendar['WR-CALNAME']).toBe(asShown(name));
        }

        expect(events.map((event) => event.uid)).toEqual(games.map((game) => `${game.id}@rally`));
        events.forEach((event, at) => {
          const game = games[at] as CalendarGameRow;
          expect(Object.keys(event).sort()).toEqual(eventKeys(game));
          expect(event.summary).toBe(asShown(game.title));
          if (asShown(game.location)) expect(event.location).toBe(asShown(game.location));
          expect(event.description).toBe(descriptionOf(game));
        });
      }),
      { numRuns: 150 },
    );
  });

  it('escapes a backslash before an n, and keeps the quotes around a whole title, in the file itself', () => {
    const game = {
      id: '4f7c2a8e-1b3d-4c5e-8f90-a1b2c3d4e5f6',
      title: '"C:\\new\\Network"',
      sport: 'soccer',
      date: '2027-01-15',
      time: '18:30',
      timeZone: 'UTC',
      location: 'Court\\n2',
      description: null,
      isPrivate: false,
      hostName: null,
      sequence: 0,
      updatedAt: NOW,
    };
    const file = gamesCalendar({ name: 'Net\\nworks', games: [game], publicUrl: PUBLIC_URL, now: NOW });
    const lines = contentLines(file);
    expect(lines).toContain(String.raw`SUMMARY:"C:\\new\\Network"`);
    expect(lines).toContain(String.raw`LOCATION:Court\\n2`);
    expect(lines).toContain(String.raw`NAME:Net\\nworks`);
    expect(lines).toContain(String.raw`X-WR-CALNAME:Net\\nworks`);
  });
});
