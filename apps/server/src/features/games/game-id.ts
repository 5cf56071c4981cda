const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` could be a game's id at all: anything else is a missing game, never a database error. */
export const isGameId = (id: string) => UUID.test(id);
