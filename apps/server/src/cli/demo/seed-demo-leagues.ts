import type { SportName } from '@rally/shared/sports';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { leagueJoinRequests, leagueMemberships, leagueNewsPosts, leagues } from '../../db/schema/leagues.ts';
import { between, DAY_MS, HOUR_MS } from './demo-clock.ts';
import type { DemoPlayer } from './demo-players.ts';
import { seedDemoLeagueGames } from './seed-demo-league-games.ts';
import { seededRandom } from './seeded-random.ts';
import { stableUuid } from './stable-uuid.ts';

/** What the leagues read of a demo player. */
export type DemoLeaguePlayer = Pick<DemoPlayer, 'id' | 'name' | 'city' | 'sports'>;

const LEAGUE_NAME_PATTERNS = ['{city} {sport} Club', '{city} Weekend {sport}', '{city} {sport} Social'];
const SKILLS = ['beginner', 'casual', 'intermediate', 'advanced'] as const;

const NEWS = [
  {
    title: 'Welcome to {league}!',
    content:
      'Thanks for joining. We play most weeks at {venue}: keep an eye on the Schedule tab, and bring a friend.',
  },
  {
    title: 'New faces welcome',
    content: 'A few spots are open this month. Beginners are welcome: we split teams so every game is close.',
  },
  {
    title: 'Kit reminder',
    content: 'Bring a light and a dark shirt to every game, and plenty of water: it has been warm out there.',
  },
  {
    title: 'Thanks for a great month',
    content: 'Turnout has been brilliant. Drinks after the next game for anyone who fancies it.',
  },
] as const;

const leagueUuid = (name: string) => stableUuid(name, 'rally-demo-league');
const titleCase = (text: string) => text.replace(/\b\w/g, (letter) => letter.toUpperCase());

/**
 * Two leagues per demo city, one public and one private, placed in their city and each created by a
 * player of the city; the private one plays the public one's sport when a neighbour can create it, so
 * the two can play each other. Members are neighbours who play the sport (member_count exact), who
 * joined at moments spread since its creation; the private one has a pending request to join; each
 * has news from its creator, and games between the two with their results. Its own random source, so
 * the rest of the demo world stays as it was. A league already there from an earlier run keeps its
 * members, news and games: only new leagues get theirs.
 */
export async function seedDemoLeagues(tx: Database, players: readonly DemoLeaguePlayer[], now: Date) {
  const random = seededRandom(2027);
  const cities = [...new Set(players.map((player) => player.city))];
  let count = 0;
  for (const city of cities) {
    const neighbours = players.filter((player) => player.city === city);
    // The city's most played sport, so both its leagues can play it and meet each other.
    const playersOf = (sport: SportName) => neighbours.filter((player) => player.sports.includes(sport));
    const rivalSport = [...new Set(neighbours.flatMap((player) => player.sports))].sort(
      (a, b) => playersOf(b).length - playersOf(a).length,
    )[0];
    const [publicCreator, privateCreator] = rivalSport ? playersOf(rivalSport) : [];
    const namePatterns = random.sample(LEAGUE_NAME_PATTERNS, 2);
    const cityLeagues = [];
    for (const isPrivate of [false, true]) {
      // Too few players of one sport in a small world: the second league plays its creator's own.
      const creator = (isPrivate ? privateCreator : publicCreator) ?? neighbours[isPrivate ? 1 : 0];
      const sport =
        creator && rivalSport && creator.sports.includes(rivalSport) ? rivalSport : creator?.sports[0];
      if (!creator || !sport) continue;
      const leagueId = leagueUuid(`${city.name}-${isPrivate ? 'private' : 'public'}`);
      const maxMembers = random.pick([12, 16, 20]);
      const sportPlayers = neighbours.filter((player) => player !== creator && player.sports.includes(sport));
      const members = random.sample(
        sportPlayers,
        Math.min(sportPlayers.length, random.int(3, 8), maxMembers - 1),
      );
      const cityName = city.name.split(',')[0] ?? city.name;
      const createdAt = new Date(now.getTime() - random.int(10, 60) * DAY_MS);
      const name = (namePatterns[isPrivate ? 1 : 0] ?? '{city} {sport} Club')
        .replace('{city}', cityName)
        .replace('{sport}', titleCase(sport));
      count += 1;
      const [existing] = await tx
        .select({ place: leagues.place })
        .from(leagues)
        .where(eq(leagues.id, leagueId));
      const place = { place: city.name, latitude: city.latitude, longitude: city.longitude };
      if (existing) {
        // Already there from an earlier run, with its members, news and games; one seeded before
        // leagues held a place gets its city's.
        if (existing.place === null) await tx.update(leagues).set(place).where(eq(leagues.id, leagueId));
        continue;
      }
      await tx.insert(leagues).values({
        id: leagueId,
        name,
        sport,
        description: `Regular ${sport} for players around ${cityName}. All welcome to come and play.`,
        skillLevel: random.pick(SKILLS),
        maxMembers,
        isPrivate,
        ...place,
        memberCount: 1 + members.length,
        createdBy: creator.id,
        createdAt,
        updatedAt: createdAt,
      });
      const joinTimes = members.map(() => between(createdAt, now, random.next())).sort((a, b) => +a - +b);
      await tx.insert(leagueMemberships).values(
        [creator, ...members].map((member, index) => ({
          leagueId,
          userId: member.id,
          isCreator: index === 0,
          joinedAt: index === 0 ? createdAt : (joinTimes[index - 1] as Date),
        })),
      );
      const outsider = neighbours.find((player) => player !== creator && !members.includes(player));
      if (isPrivate && outsider) {
        const askedAt = new Date(now.getTime() - random.int(3, 96) * HOUR_MS);
        await tx.insert(leagueJoinRequests).values({
          leagueId,
          userId: outsider.id,
          message: 'Mind if I join you?',
          createdAt: askedAt,
          updatedAt: askedAt,
        });
      }
      const venue = city.venues.find((place) => place.sports.includes(sport)) ?? city.venues[0];
      const posts = random.sample(NEWS, random.int(2, 3));
      const postTimes = posts.map(() => between(createdAt, now, random.next())).sort((a, b) => +a - +b);
      await tx.insert(leagueNewsPosts).values(
        posts.map((post, index) => ({
          id: leagueUuid(`${leagueId}-news-${index}`),
          leagueId,
          authorId: creator.id,
          title: post.title.replace('{league}', name),
          content: post.content.replace('{venue}', venue?.name ?? cityName),
          createdAt: postTimes[index] as Date,
          updatedAt: postTimes[index] as Date,
        })),
      );
      cityLeagues.push({ id: leagueId, name, sport, creator, members, createdAt });
    }
    const [home, away] = cityLeagues;
    if (home && away && home.sport === away.sport) {
      await seedDemoLeagueGames(tx, { city, home, away }, now, random);
    }
  }
  return count;
}
