import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import { type LeagueActionResult, leagueTopic } from '@rally/shared/leagues/leagues.schemas';
import type { RealtimeEvent } from '@rally/shared/realtime/realtime.schemas';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RealtimeBus } from '../../plugins/realtime/realtime-bus.ts';
import type { Refusal } from './leagues.policy.ts';
import type { LeagueRow, LeaguesRepository } from './leagues.repository.ts';

// The steps the leagues actions (leagues.service.ts, league-membership.service.ts, league-invitations.service.ts)
// are made of: finding and locking a league, refusing, telling its page.

/** What leagues read of people: their card, from the profiles feature. */
export type PeopleDirectory = {
  getPublicProfiles(
    userIds: readonly string[],
  ): Promise<Map<string, { name: string; username: string; avatarUrl: string | null; sports: string[] }>>;
};

export type LeagueChange = Extract<RealtimeEvent, { type: 'league.changed' }>['change'];

export const leagueNotFound = () => new AppError('league_not_found', leagueMessages.notFoundTitle);

/** Throws the refusal, if there is one, as the error the player reads. */
export function refuse(refusal: Refusal | null) {
  if (refusal) throw new AppError(refusal.code, refusal.message);
}

/** What every action answers: its success text (clients refetch the league). */
export const done = (message: string): LeagueActionResult => ({ message });

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
