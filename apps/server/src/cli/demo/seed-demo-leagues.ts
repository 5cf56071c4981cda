import { createHash } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { leagueJoinRequests, leagueMemberships, leagues } from '../../db/schema/leagues.ts';
import { seededRandom } from './seeded-random.ts';

/** What the leagues read of a demo player. */
export type DemoLeaguePlayer = {
  id: string;
  name: string;
  city: { name: string };
  sports: readonly string[];
};

const LEAGUE_NAME_PATTERNS = ['{city} {sport} Club', '{city} Weekend {sport}', '{city} {sport} Social'];
const SKILLS = ['beginner', 'casual', 'intermediate', 'advanced'] as const;

/** A stable id from a name, so a second run writes the same rows (and conflicts, and skips them). */
function stableUuid(name: string): string {
  const hex = createHash('sha256').update(`rally-demo-league:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const titleCase = (text: string) => text.replace(/\b\w/g, (letter) => letter.toUpperCase());

/**
 * Two leagues per demo city, one public and one private, each created by a player of the city for a sport
 * they play, with neighbours who play it as members (member_count exact) and, for the private one, a
 * pending request to join. Its own random source, so the rest of the demo world stays as it was.
 */
export async function seedDemoLeagues(tx: Database, players: readonly DemoLeaguePlayer[], now: Date) {
  const random = seededRandom(2027);
  const cities = [...new Set(players.map((player) => player.city.name))];
  let count = 0;
  for (const city of cities) {
    const neighbours = players.filter((player) => player.city.name === city);
    for (const isPrivate of [false, true]) {
      const creator = neighbours[isPrivate ? 1 : 0];
      const sport = creator?.sports[0];
      if (!creator || !sport) continue;
      const leagueId = stableUuid(`${city}-${isPrivate ? 'private' : 'public'}`);
      const maxMembers = random.pick([12, 16, 20]);
      const sportPlayers = neighbours.filter((player) => player !== creator && player.sports.includes(sport));
      const members = random.sample(
        sportPlayers,
        Math.min(sportPlayers.length, random.int(3, 8), maxMembers - 1),
      );
      const cityName = city.split(',')[0] ?? city;
      const createdAt = new Date(now.getTime() - random.int(10, 60) * 24 * 3_600_000);
      await tx
        .insert(leagues)
        .values({
          id: leagueId,
          name: random
            .pick(LEAGUE_NAME_PATTERNS)
            .replace('{city}', cityName)
            .replace('{sport}', titleCase(sport)),
          sport,
          description: `Regular ${sport} for players around ${cityName}. All welcome to come and play.`,
          skillLevel: random.pick(SKILLS),
          maxMembers,
          isPrivate,
          memberCount: 1 + members.length,
          createdBy: creator.id,
          createdAt,
          updatedAt: createdAt,
        })
        .onConflictDoNothing();
      await tx
        .insert(leagueMemberships)
        .values(
          [creator, ...members].map((member, index) => ({
            leagueId,
            userId: member.id,
            isCreator: index === 0,
            joinedAt: new Date(createdAt.getTime() + index * 3_600_000),
          })),
        )
        .onConflictDoNothing();
      const outsider = neighbours.find((player) => player !== creator && !members.includes(player));
      if (isPrivate && outsider)
        await tx
          .insert(leagueJoinRequests)
          .values({ leagueId, userId: outsider.id, message: 'Mind if I join you?' })
          .onConflictDoNothing();
      count += 1;
    }
  }
  return count;
}
