import { seasonMessages } from '@rally/shared/seasons/seasons.messages';
import type { LeagueOrganiserList } from '@rally/shared/seasons/seasons.schemas';
import type { Database } from '../../../db/client.ts';
import { badRequest, forbidden } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { LeagueSteps } from '../league-steps.ts';
import { type LeagueGate, leagueNotFound } from '../league-viewer.ts';
import type { LeagueOrganisersRepository } from './league-organisers.repository.ts';

export type LeagueOrganisersDeps = {
  organisersRepo: LeagueOrganisersRepository;
  gate: Pick<LeagueGate, 'forReader' | 'find'>;
  publishChange: LeagueSteps['publishChange'];
  clock: Clock;
};

/**
 * Who organises a league's seasons besides its creator: members the creator names. Anyone who may read
 * the league's content sees who they are; only the creator names or removes them. A co-organiser who
 * leaves the league stops organising (their row goes with their membership).
 */
export function createLeagueOrganisersService({
  organisersRepo: repo,
  gate,
  publishChange,
  clock,
}: LeagueOrganisersDeps) {
  async function list(viewerId: string, leagueId: string): Promise<LeagueOrganiserList> {
    const league = await gate.forReader(leagueId, viewerId);
    const rows = await repo.list(leagueId, league.createdBy);
    return {
      organisers: rows.map((row) => ({
        id: row.userId,
        name: row.name,
        username: row.username,
        avatarUrl: row.avatarUrl,
        isCreator: row.isCreator,
        since: row.isCreator || !row.since ? null : row.since.toISOString(),
      })),
      canManage: league.role === 'creator',
    };
  }

  /** The league, locked, when the viewer created it. */
  async function asCreator(
    viewerId: string,
    leagueId: string,
    work: (tx: Database, creatorId: string) => Promise<void>,
  ) {
    await repo.transaction(async (tx) => {
      const league = await repo.lockLeague(leagueId, tx);
      if (!league) throw leagueNotFound();
      if (league.createdBy !== viewerId) throw forbidden(seasonMessages.creatorOnly);
      await work(tx, league.createdBy);
      await publishChange(leagueId, 'updated', tx);
    });
  }

  return {
    list,

    /** Names a member co-organiser (idempotent); the creator organises already. */
    async add(viewerId: string, leagueId: string, userId: string): Promise<LeagueOrganiserList> {
      await asCreator(viewerId, leagueId, async (tx, creatorId) => {
        if (userId === creatorId) throw badRequest('bad_request', seasonMessages.creatorIsOrganiser);
        if (!(await repo.isMember(leagueId, userId, tx)))
          throw badRequest('bad_request', seasonMessages.organiserMustBeMember);
        await repo.add(leagueId, userId, clock.now(), tx);
      });
      return list(viewerId, leagueId);
    },

    /** Stops a co-organiser organising (idempotent); they stay a member. */
    async remove(viewerId: string, leagueId: string, userId: string): Promise<LeagueOrganiserList> {
      await asCreator(viewerId, leagueId, async (tx, creatorId) => {
        if (userId === creatorId) throw badRequest('bad_request', seasonMessages.creatorIsOrganiser);
        await repo.remove(leagueId, userId, tx);
      });
      return list(viewerId, leagueId);
    },
  };
}

export type LeagueOrganisersService = ReturnType<typeof createLeagueOrganisersService>;
