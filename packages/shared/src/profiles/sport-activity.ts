/** Each game played fills this much of a sport's activity bar (spec document 1 §9). */
export const SPORT_ACTIVITY_PERCENT_PER_PLAY = 5;

/** How full a sport's bar on the Sport Activity card is: times played times 5, capped at 100. */
export function sportActivityPercent(timesPlayed: number): number {
  if (!Number.isFinite(timesPlayed) || timesPlayed <= 0) return 0;
  return Math.min(Math.floor(timesPlayed) * SPORT_ACTIVITY_PERCENT_PER_PLAY, 100);
}
