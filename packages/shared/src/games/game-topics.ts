// The games' realtime topics without the schemas: the dashboard follows them from its first render.

/** The realtime topic every signed-in client may follow for find lists; `game:{id}` for one game's page. */
export const GAMES_TOPIC = 'games';
export const gameTopic = (gameId: string) => `game:${gameId}`;
