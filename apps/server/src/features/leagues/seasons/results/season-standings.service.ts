import { playoffRoundName } from '@rally/shared/seasons/fixture-names';
import { type BracketSize, fullBracket } from '@rally/shared/seasons/playoff-bracket';
import type {
  SeasonBracket,
  SeasonPlayerStat,
  SeasonStats,
  SeasonTable,
  SeasonTeamRef,
} from '@rally/shared/seasons/results.schemas';
import { AppError } from '../../../../lib/app-error.ts';
import { toBracketGame } from '../playoffs/season-playoffs.ts';
import type { SeasonAccessRepository } from '../season-access.repository.ts';
import { canSeeSeason } from '../season-access.ts';
import { rankSeason } from './season-ranking.ts';
import type { SeasonResultsRepository, TeamRow } from './season-results.repository.ts';
import type { PlayerStatRow, SeasonStandingsRepository } from './season-standings.repository.ts';

type Deps = {
  standingsRepo: SeasonStandingsRepository;
  resultsRepo: Pick<SeasonResultsRepository, 'teams' | 'playoffFixtures'>;
  accessRepo: Pick<SeasonAccessRepository, 'forViewer'>;
};

/** How many players the leaders list shows. */
export const STAT_LEADERS = 5;

const seasonNotFound = () => new AppError('season_not_found', 'Season not found');
const teamRef = (team: Pick<TeamRow, 'id' | 'name' | 'colour'>): SeasonTeamRef => ({
  id: team.id,
  name: team.name,
  colour: team.colour,
});

const toStat = (row: PlayerStatRow): SeasonPlayerStat => ({
  user: { id: row.userId, name: row.name, avatarUrl: row.avatarUrl },
  team: { id: row.teamId, name: row.teamName, colour: row.teamColour },
  appearances: row.appearances,
  stat: row.stat,
});

/**
 * The reads of a season's results (issue 29 §3, §4): the table from counted regular results, the players'
 * numbers from final fixtures, and the bracket with its places not yet decided. Whoever may see the
 * season may read them: anyone for a public league, its members for a private one.
 */
export function createSeasonStandingsService({ standingsRepo, resultsRepo, accessRepo }: Deps) {
  async function requireVisible(viewerId: string, seasonId: string) {
    const access = await accessRepo.forViewer(seasonId, viewerId);
    if (!access || !canSeeSeason(access)) throw seasonNotFound();
    return access;
  }

  return {
    async table(viewerId: string, seasonId: string): Promise<SeasonTable> {
      await requireVisible(viewerId, seasonId);
      const data = await standingsRepo.tableData(seasonId);
      if (!data) throw seasonNotFound();
      const teams = new Map(data.teams.map((team) => [team.id, team]));
      const rows = rankSeason(
        data,
        data.teams.map((team) => team.id),
        data.results,
      );
      return {
        rows: rows.map(({ teamId, ...row }) => ({ ...row, team: teamRef(teams.get(teamId) as TeamRow) })),
        points: { win: data.pointsWin, draw: data.pointsDraw, loss: data.pointsLoss },
        tiebreakers: data.tiebreakers,
        playoffTeams: data.playoffTeams,
        finalAt: data.finalAt?.toISOString() ?? null,
      };
    },

    async stats(viewerId: string, seasonId: string): Promise<SeasonStats> {
      const access = await requireVisible(viewerId, seasonId);
      const [season, rows] = await Promise.all([
        standingsRepo.statLabel(access.seasonId),
        standingsRepo.playerStats(seasonId),
      ]);
      const players = rows.map(toStat);
      // Rows come best first: the leaders are the first five who have played.
      const leaders = players.filter((row) => row.appearances > 0).slice(0, STAT_LEADERS);
      return { statLabel: season, players, leaders };
    },

    async bracket(viewerId: string, seasonId: string): Promise<SeasonBracket> {
      await requireVisible(viewerId, seasonId);
      // Three small reads side by side: one round trip's wait instead of three.
      const [season, teamRows, fixtures] = await Promise.all([
        standingsRepo.bracketSeason(seasonId),
        resultsRepo.teams(seasonId),
        resultsRepo.playoffFixtures(seasonId),
      ]);
      if (!season) throw seasonNotFound();
      const teams = new Map(teamRows.map((team) => [team.id, team]));
      const champion = season.championTeamId ? teams.get(season.championTeamId) : undefined;
      const refOf = (id: string | null) => {
        const team = id ? teams.get(id) : undefined;
        return team ? teamRef(team) : null;
      };
      if (season.playoffTeams === 0) {
        return { size: 0, thirdPlace: false, games: [], champion: champion ? teamRef(champion) : null };
      }
      const size = season.playoffTeams as BracketSize;
      const games = fullBracket({
        size,
        thirdPlace: season.thirdPlaceGame,
        games: fixtures.map(toBracketGame),
      });
      return {
        size,
        thirdPlace: season.thirdPlaceGame,
        games: games.map((game) => {
          const fixture = fixtures.find(
            (row) =>
              row.round === game.round &&
              (row.bracketSlot ?? 0) === game.slot &&
              row.isThirdPlace === game.isThirdPlace,
          );
          const final = fixture?.resultStatus === 'final';
          return {
            round: game.round,
            slot: game.slot,
            isThirdPlace: game.isThirdPlace,
            roundName: playoffRoundName(game, size),
            fixtureId: fixture?.id ?? null,
            home: refOf(game.homeTeamId),
            away: refOf(game.awayTeamId),
            homeScore: final ? (fixture?.homeScore ?? null) : null,
            awayScore: final ? (fixture?.awayScore ?? null) : null,
            winnerTeamId: game.winnerTeamId,
            startsAt: fixture?.startsAt.toISOString() ?? null,
          };
        }),
        champion: champion ? teamRef(champion) : null,
      };
    },
  };
}

export type SeasonStandingsService = ReturnType<typeof createSeasonStandingsService>;
