import type { OwnGender, OwnGenderUpdate } from '@rally/shared/profiles/profile-gender.schemas';
import { profileMessages } from '@rally/shared/profiles/profiles.messages';
import { GENDERS, type Gender } from '@rally/shared/profiles/profiles.schemas';
import { userTopic } from '@rally/shared/realtime/realtime.schemas';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RealtimeBus } from '../../plugins/realtime/realtime-bus.ts';
import type { GenderRow, ProfileGenderRepository } from './profile-gender.repository.ts';

type Deps = {
  genderRepo: ProfileGenderRepository;
  bus: Pick<RealtimeBus, 'publish'>;
  clock: Clock;
};

// A stored value outside the list counts as no gender: the player is asked again rather than let in.
const asGender = (value: string | null): Gender | null =>
  GENDERS.includes(value as Gender) ? (value as Gender) : null;

const toOwnGender = (row: GenderRow): OwnGender => ({
  gender: asGender(row.gender),
  customGender: row.gender === 'other' ? row.customGender : null,
});

/**
 * A player's gender as the games' gender rule reads it, and the one-step "add my gender" a player takes
 * on the way into a gendered game. Only its owner sees it.
 */
export function createProfileGenderService({ genderRepo, bus, clock }: Deps) {
  return {
    /**
     * Each user's gender (null when none is given); unknown users are absent. Given a transaction's
     * handle it reads inside that transaction, so a game's row lock and this read see the same moment.
     */
    async gendersOf(userIds: readonly string[], executor?: Database): Promise<Map<string, Gender | null>> {
      const rows = await genderRepo.gendersOf([...new Set(userIds)], executor);
      return new Map(rows.map((row) => [row.userId, asGender(row.gender)]));
    },

    /** Saves the viewer's gender; the owner's open tabs are told. */
    async setOwn(viewerId: string, input: OwnGenderUpdate): Promise<OwnGender> {
      const row = await genderRepo.transaction(async (tx) => {
        const saved = await genderRepo.setGender(viewerId, { ...input, updatedAt: clock.now() }, tx);
        if (!saved) throw notFound('profile', profileMessages.notFound);
        await bus.publish(userTopic(viewerId), { type: 'profile.changed', userId: viewerId }, tx);
        return saved;
      });
      return toOwnGender(row);
    },
  };
}

export type ProfileGenderService = ReturnType<typeof createProfileGenderService>;
