import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import { leagueTopic } from '@rally/shared/leagues/leagues.schemas';
import type { RealtimeEvent } from '@rally/shared/realtime/realtime.schemas';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RealtimeBus } from '../../plugins/realtime/realtime-bus.ts';
import type { PeopleDirectory } from '../profiles/profiles.ports.ts';
import type { LeagueRow, LeaguesRepository } from './leagues.repository.ts';

export type { PeopleDirectory };

// The steps the leagues actions (leagues.service.ts, league-membership.service.ts, league-invitations.service.ts)
// are made of: finding and locking a league, telling its page.

export type LeagueChange = Extract<RealtimeEvent, { type: 'league.changed' }>['change'];

export const leagueNotFound = () => new AppError('league_not_found', leagueMessages.notFoundTitle);

export function createLeagueSteps({
  leaguesRepo: repo,
  people,
  bus,
}: {
  leaguesRepo: LeaguesRepository;
  people: PeopleDirectory;
  bus: Pick<RealtimeBus, 'publish'>;
}) {
  return {
    /** Runs `work` with the league's row locked; a missing league is League not found. */
    withLockedLeague<T>(leagueId: string, work: (league: LeagueRow, tx: Database) => Promise<T>) {
      return repo.transaction(async (tx) => {
        const league = await repo.lockLeague(leagueId, tx);
        if (!league) throw leagueNotFound();
        return work(league, tx);
      });
    },

    async findLeague(leagueId: string): Promise<LeagueRow> {
      const league = await repo.findLeague(leagueId);
      if (!league) throw leagueNotFound();
      return league;
    },

    /** A person's display name for a notice (read before a transaction: it reads another feature). */
    async nameOf(userId: string): Promise<string> {
      return (await people.getPublicProfiles([userId])).get(userId)?.name ?? 'Someone';
    },

    /** The league's page and lists refetch it; ids only, so anyone allowed on the topic learns nothing private. */
    async publishChange(leagueId: string, change: LeagueChange, tx?: Database) {
      await bus.publish(leagueTopic(leagueId), { type: 'league.changed', leagueId, change }, tx);
    },
  };
}

export type LeagueSteps = ReturnType<typeof createLeagueSteps>;
