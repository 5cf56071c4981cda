/** "Now", injected wherever it matters so tests can control time. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
