import type { Database } from '../../../db/client.ts';

/** The game an approved request becomes, as the games feature creates it. */
export type LeagueGameValues = {
  title: string;
  sport: string;
  date: string;
  time: string;
  timeZone: string;
  startsAt: Date;
  location: string;
  latitude: number | null;
  longitude: number | null;
  maxPlayers: number;
  hostId: string;
  description: string;
};

/** What the games feature does for leagues, inside the caller's transaction. */
export type LeagueGameHost = {
  /** Creates the game hosted (and played in) by the host, and tells Find Games. */
  createLeagueGame(values: LeagueGameValues, tx: Database): Promise<{ id: string }>;
  /** Deletes the game as a host's cancel does, answering whom it concerned; null when it is gone. */
  cancelLeagueGame(
    gameId: string,
    tx: Database,
  ): Promise<{ title: string; date: string; time: string; audience: string[] } | null>;
};
