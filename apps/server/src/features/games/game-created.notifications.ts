import { genderEligibility } from '@rally/shared/games/game-gender-rule';
import type { GameGender } from '@rally/shared/games/games.schemas';
import type { Gender } from '@rally/shared/profiles/profiles.schemas';
import type { Database } from '../../db/client.ts';
import type { NotificationsService, NotifyInput } from '../notifications/notifications.service.ts';

type Person = { id: string; name: string };
type NewGame = { id: string; title: string; sport: string; isPrivate: boolean; gender: GameGender };

/** Who hears of a new game, worked out before the game's transaction opens. */
export type GameCreatedAudience = { host: Person; recipientIds: string[] };

/** The notice a friend of the host gets; it opens the game's page (`relatedId` is the game's id). */
export const gameCreatedNotice = (
  game: Pick<NewGame, 'id' | 'sport' | 'title'>,
  host: Person,
): Omit<NotifyInput, 'userId'> => ({
  type: 'game_created',
  title: 'New game',
  message: `${host.name} created the ${game.sport} game ${game.title}`,
  relatedId: game.id,
  relatedUserId: host.id,
});

type Deps = {
  friends: { friendIds(userId: string): Promise<string[]> };
  people: {
    getPublicProfiles(ids: readonly string[]): Promise<Map<string, { name: string; sports: string[] }>>;
  };
  genders: { gendersOf(userIds: readonly string[]): Promise<Map<string, Gender | null>> };
  notifications: Pick<NotificationsService, 'notifyMany'>;
};

/**
 * `game_created`, sent as `league_created` is: the host's friends who list the game's sport on their
 * profile hear of a new public game; a private game is for whoever the host invites, so nobody does.
 * A men's or women's game is not announced to a friend its gender rule would refuse; a friend with no
 * gender on their profile still hears of it, as joining asks them to add one.
 */
export function createGameCreatedNotices({ friends, people, genders, notifications }: Deps) {
  return {
    async audienceFor(
      hostId: string,
      game: Pick<NewGame, 'sport' | 'isPrivate' | 'gender'>,
    ): Promise<GameCreatedAudience> {
      const friendIds = game.isPrivate ? [] : await friends.friendIds(hostId);
      const [cards, friendGenders] = await Promise.all([
        people.getPublicProfiles([hostId, ...friendIds]),
        game.gender === 'co-ed' ? new Map<string, Gender | null>() : genders.gendersOf(friendIds),
      ]);
      const sport = game.sport.toLowerCase();
      return {
        host: { id: hostId, name: cards.get(hostId)?.name ?? 'A friend' },
        recipientIds: friendIds.filter(
          (id) =>
            cards.get(id)?.sports.some((played) => played.toLowerCase() === sport) &&
            genderEligibility(game.gender, friendGenders.get(id) ?? null) !== 'not-allowed',
        ),
      };
    },

    /** Written in the game's transaction, so the notices exist only if the game does. */
    async send(
      game: Pick<NewGame, 'id' | 'sport' | 'title'>,
      audience: GameCreatedAudience,
      tx: Database,
    ): Promise<void> {
      if (audience.recipientIds.length === 0) return;
      const notice = gameCreatedNotice(game, audience.host);
      await notifications.notifyMany(
        audience.recipientIds.map((userId) => ({ userId, ...notice })),
        tx,
      );
    },
  };
}

export type GameCreatedNotices = ReturnType<typeof createGameCreatedNotices>;
