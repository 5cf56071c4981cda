import type { GamePerson } from '@rally/shared/games/games.schemas';

/** The host's columns a game row carries beside the game (the profile's are null without a profile). */
export type HostColumns = {
  hostId: string;
  hostName: string | null;
  hostUsername: string | null;
  hostAvatarUrl: string | null;
};

/** A game's host as the wire shows any person, from the row's host columns. */
export function hostPerson(row: HostColumns): GamePerson {
  return { id: row.hostId, name: row.hostName, username: row.hostUsername, avatarUrl: row.hostAvatarUrl };
}
