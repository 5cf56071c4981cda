import {
  LEAGUE_GAME_SPORT,
  type LeagueGameType,
  leagueGameDescriptionPrefix,
} from '@rally/shared/leagues/league-games.schemas';
import type { Database } from '../../db/client.ts';
import { gameParticipants, games } from '../../db/schema/games.ts';
import { leagueGameRequests, leagueGameResults } from '../../db/schema/league-games.ts';
import { leagueNewsPosts } from '../../db/schema/leagues.ts';
import { between, DAY_MS, earlier, HOUR_MS, MINUTE_MS, playableStart, wallClock } from './demo-clock.ts';
import type { DemoPlayer } from './demo-players.ts';
import type { DemoCity } from './demo-world.ts';
import type { SeededRandom } from './seeded-random.ts';
import { stableUuid } from './stable-uuid.ts';

type Side = {
  id: string;
  name: string;
  sport: string;
  creator: Pick<DemoPlayer, 'id'>;
  members: Pick<DemoPlayer, 'id'>[];
  createdAt: Date;
};

// No words of day or hour: the titles hold whenever the game falls.
const TITLES = ['City derby', 'Season opener', 'The rematch', 'Friendly fixture'] as const;
const NOTES = [
  'Close all the way to the final whistle.',
  'Great spirit on both sides, thanks all!',
  null,
] as const;

const uuid = (name: string) => stableUuid(name, 'rally-demo-league-game');

/**
 * Games between a city's two leagues of one sport, as approving a request makes them: two played with
 * their results reported (and a news post on the winner's page), one scheduled ahead. Each has its real
 * game, hosted by the requesting league's creator, with members of both leagues who joined before it.
 */
export async function seedDemoLeagueGames(
  tx: Database,
  { city, home, away }: { city: DemoCity; home: Side; away: Side },
  now: Date,
  random: SeededRandom,
) {
  const venue = city.venues.find((place) => place.sports.includes(home.sport as never)) ?? city.venues[0];
  if (!venue) return;
  const founded = Math.max(home.createdAt.getTime(), away.createdAt.getTime());
  const daysSinceBoth = Math.floor((now.getTime() - founded) / DAY_MS);
  const plans = [
    { dayOffset: -random.int(Math.min(4, daysSinceBoth - 2), daysSinceBoth - 2), played: true },
    { dayOffset: -random.int(1, 3), played: true },
    { dayOffset: random.int(3, 14), played: false },
  ];
  for (const [index, plan] of plans.entries()) {
    const [requesting, target] = index % 2 === 0 ? [home, away] : [away, home];
    const startsAt = playableStart(now, plan.dayOffset, random, city.timeZone);
    if (plan.played && startsAt.getTime() + 2 * HOUR_MS > now.getTime()) continue;
    const local = wallClock(startsAt, city.timeZone);
    // Asked a week or so ahead (after both leagues existed, and by now), answered within a day.
    const requestedAt = new Date(
      Math.max(
        founded,
        Math.min(
          startsAt.getTime() - random.int(5, 10) * DAY_MS,
          now.getTime() - random.int(6, 72) * HOUR_MS,
        ),
      ),
    );
    const approvedAt = [
      new Date(requestedAt.getTime() + random.int(2, 30) * HOUR_MS),
      new Date(now.getTime() - 5 * MINUTE_MS),
      new Date(startsAt.getTime() - HOUR_MS),
    ].reduce(earlier);
    const requestId = uuid(`${home.id}-${away.id}-${index}`);
    const gameId = uuid(`${requestId}-game`);
    const gameType: LeagueGameType = random.pick(['casual', 'competition']);
    const title = TITLES[index % TITLES.length] as string;
    const perTeam = random.pick([5, 6, 8]);
    // Members of both leagues (some belong to both), the host first.
    const others = [
      ...new Map([...requesting.members, target.creator, ...target.members].map((one) => [one.id, one])),
    ]
      .map(([, one]) => one)
      .filter((one) => one.id !== requesting.creator.id);
    const players = [
      requesting.creator,
      ...random.sample(
        others,
        random.int(Math.min(3, others.length), Math.min(2 * perTeam - 1, others.length)),
      ),
    ];
    const joinsClose = new Date(earlier(now, startsAt).getTime() - 10 * MINUTE_MS);
    const joinTimes = players
      .map(() => between(approvedAt, joinsClose, random.next()))
      .sort((a, b) => +a - +b);
    await tx
      .insert(games)
      .values({
        id: gameId,
        title,
        sport: LEAGUE_GAME_SPORT,
        date: local.date,
        time: local.time,
        timeZone: city.timeZone,
        startsAt,
        location: venue.name,
        latitude: venue.latitude,
        longitude: venue.longitude,
        maxPlayers: 2 * perTeam,
        playersJoined: players.length,
        hostId: requesting.creator.id,
        description: leagueGameDescriptionPrefix(gameType),
        createdAt: approvedAt,
        updatedAt: approvedAt,
      })
      .onConflictDoNothing();
    await tx
      .insert(gameParticipants)
      .values(
        players.map((player, at) => ({
          id: uuid(`${gameId}-${player.id}`),
          gameId,
          userId: player.id,
          joinedAt: at === 0 ? approvedAt : (joinTimes[at] as Date),
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(leagueGameRequests)
      .values({
        id: requestId,
        title,
        gameType,
        gameDate: local.date,
        gameTime: local.time,
        timeZone: city.timeZone,
        startsAt,
        location: venue.name,
        latitude: venue.latitude,
        longitude: venue.longitude,
        maxPlayersPerTeam: perTeam,
        status: 'approved',
        gameStatus: plan.played ? 'completed' : 'scheduled',
        requestingLeagueId: requesting.id,
        targetLeagueId: target.id,
        requesterUserId: requesting.creator.id,
        respondedBy: target.creator.id,
        respondedAt: approvedAt,
        gameId,
        createdAt: requestedAt,
      })
      .onConflictDoNothing();
    if (!plan.played) continue;
    const [winner, loser] = random.chance(0.5) ? [requesting, target] : [target, requesting];
    const scoreWinner = random.int(2, 6);
    const scoreLoser = random.int(0, scoreWinner - 1);
    const reportedAt = earlier(new Date(startsAt.getTime() + random.int(2, 20) * HOUR_MS), now);
    await tx
      .insert(leagueGameResults)
      .values({
        requestId,
        winnerLeagueId: winner.id,
        loserLeagueId: loser.id,
        scoreWinner,
        scoreLoser,
        notes: random.pick(NOTES),
        reportedBy: winner.creator.id,
        createdAt: reportedAt,
      })
      .onConflictDoNothing();
    await tx
      .insert(leagueNewsPosts)
      .values({
        id: uuid(`${requestId}-news`),
        leagueId: winner.id,
        authorId: winner.creator.id,
        title: `${title}: we won ${scoreWinner}-${scoreLoser}`,
        content: `${winner.name} beat ${loser.name} ${scoreWinner}-${scoreLoser} at ${venue.name}. Thanks to everyone who came out to play.`,
        createdAt: reportedAt,
        updatedAt: reportedAt,
      })
      .onConflictDoNothing();
  }
}
