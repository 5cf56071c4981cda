import { randomBytes } from 'node:crypto';
import { type APIResponse, expect, type Page } from '@playwright/test';
import { moveServerClockAhead, soonOnServerClock } from './game-api.ts';
import type { Player } from './players.ts';

// A league and its season set up through the API, for journeys that drive only the screens they are
// about (the season form and the fixture list have journeys of their own).

/** Letters only, so a name never trips the content filter, and unique across parallel tests. */
export const seasonTag = () => [...randomBytes(6)].map((byte) => 'bdhjmnpqrtvwz'[byte % 13]).join('');

/** The answer's body, once its status is the one expected (the body is the failure's message). */
export async function expectAnswer<T>(answer: Promise<APIResponse>, status = 200): Promise<T> {
  const response = await answer;
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/** A public soccer league made by `creator`, which every one of `members` joins. */
export async function createLeagueWithMembers(
  creator: Player,
  name: string,
  members: readonly Player[],
): Promise<string> {
  const { id } = await expectAnswer<{ id: string }>(
    creator.page.request.post('/api/leagues', {
      data: {
        name,
        sport: 'soccer',
        skillLevel: 'casual',
        maxMembers: 12,
        description: null,
        isPrivate: false,
      },
    }),
    201,
  );
  for (const member of members) await expectAnswer(member.page.request.post(`/api/leagues/${id}/join`));
  return id;
}

export type SeasonSetup = {
  name: string;
  /** The first match day; its kick-off time is the season's only one, every day of the week, in UTC. */
  firstKickOff: Date;
  registration?: 'open' | 'closed';
  rosterSize?: number;
  format?: 'single_round_robin' | 'double_round_robin';
  statLabel?: string;
};

/** A season of the league, played every day for a month at the first kick-off's time. */
export async function createSeason(organiser: Player, leagueId: string, setup: SeasonSetup): Promise<string> {
  const kickOff = setup.firstKickOff.toISOString();
  const startDate = kickOff.slice(0, 10);
  const { id } = await expectAnswer<{ id: string }>(
    organiser.page.request.post(`/api/leagues/${leagueId}/seasons`, {
      data: {
        name: setup.name,
        startDate,
        endDate: new Date(Date.parse(startDate) + 30 * 86_400_000).toISOString().slice(0, 10),
        format: setup.format ?? 'single_round_robin',
        registration: setup.registration ?? 'closed',
        rosterSize: setup.rosterSize ?? 15,
        statLabel: setup.statLabel ?? null,
        matchWeekdays: [1, 2, 3, 4, 5, 6, 7],
        matchTimes: [kickOff.slice(11, 16)],
        timeZone: 'UTC',
        venues: [{ name: 'Riverside Pitch' }],
      },
    }),
    201,
  );
  return id;
}

/** A team of the season with its captain on it; returns its id. */
export async function createTeam(
  organiser: Player,
  seasonId: string,
  team: { name: string; colour: string; captain: Player },
): Promise<string> {
  const { id } = await expectAnswer<{ id: string }>(
    organiser.page.request.post(`/api/seasons/${seasonId}/teams`, {
      data: { name: team.name, colour: team.colour, captainId: team.captain.id },
    }),
    201,
  );
  return id;
}

type FixtureRow = { id: string; startsAt: string };

/**
 * Generates the season's fixtures and makes the earliest one kicked off: moved to two minutes from the
 * server's now if it starts later, then the server's clock moved just past it (never more, as other
 * journeys share that clock). Returns the kicked-off fixture's id.
 */
export async function generateAndKickOffFirstFixture(organiser: Player, seasonId: string): Promise<string> {
  const { request } = organiser.page;
  await expectAnswer(request.post(`/api/seasons/${seasonId}/fixtures`, { data: {} }), 201);
  const { fixtures } = await expectAnswer<{ fixtures: FixtureRow[] }>(
    request.get(`/api/seasons/${seasonId}/fixtures`),
  );
  const [first] = [...fixtures].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  if (!first) throw new Error('the season has no fixtures');
  const soon = await soonOnServerClock(organiser, 2);
  let startsAt = Date.parse(first.startsAt);
  if (startsAt > soon.getTime()) {
    const iso = soon.toISOString();
    await expectAnswer(
      request.patch(`/api/season-fixtures/${first.id}`, {
        data: { date: iso.slice(0, 10), time: iso.slice(11, 16) },
      }),
    );
    startsAt = soon.getTime();
  }
  const now = (await soonOnServerClock(organiser, 0)).getTime();
  await moveServerClockAhead(organiser, Math.max(0, Math.ceil((startsAt - now) / 60_000)) + 1);
  return first.id;
}

/**
 * Resolves once the page's socket follows the league, whose topic carries its seasons' changes: call it
 * before the page opens, since it listens for the page's socket.
 */
export function leagueFollowed(page: Page, leagueId: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload !== 'string') return;
        const message = JSON.parse(payload) as { type?: string; topic?: string };
        if (message.type === 'subscribed' && message.topic === `league:${leagueId}`) resolve();
      });
    });
  });
}
