import { wallClockText } from '../../../lib/date-text.ts';
import type { NotifyInput } from '../../notifications/notifications.service.ts';
import type { GameRow } from '../games.repository.ts';
import type { GameEdit } from './game-edit-changes.ts';

type Shown = Pick<
  GameRow,
  'date' | 'time' | 'location' | 'latitude' | 'longitude' | 'venueCost' | 'costAmount'
>;

/** "Tue 2 Dec 19:00": the game's own wall clock, short. */
export function shortGameTime(game: Pick<GameRow, 'date' | 'time'>): string {
  const part = (options: Intl.DateTimeFormatOptions) => wallClockText(game.date, game.time, options);
  return `${part({ weekday: 'short' })} ${part({ day: 'numeric' })} ${part({ month: 'short' })} ${game.time}`;
}

const costText = (game: Pick<GameRow, 'venueCost' | 'costAmount'>) =>
  game.venueCost === 'free' || game.costAmount === null
    ? 'Free'
    : `$${Number.isInteger(game.costAmount) ? game.costAmount : game.costAmount.toFixed(2)}`;

/**
 * What changed that players are told of, old and new, in words: "moved: Tue 2 Dec 19:00 → Wed 3 Dec
 * 18:30", "place: Zilker Park → Town Lake", "cost: Free → $5". Empty when nothing of that changed.
 */
export function noticeParts(
  before: Shown & Pick<GameRow, 'startsAt'>,
  after: typeof before,
  { ofMany = false } = {},
): string[] {
  const parts: string[] = [];
  const moved =
    before.startsAt.getTime() !== after.startsAt.getTime() ||
    before.date !== after.date ||
    before.time !== after.time;
  // Across a series the dates differ game by game: a new time alone is said once for all of them.
  if (moved && ofMany && before.date === after.date) parts.push(`time: ${before.time} → ${after.time}`);
  else if (moved) parts.push(`moved: ${shortGameTime(before)} → ${shortGameTime(after)}`);
  if (before.location !== after.location) {
    parts.push(`place: ${before.location} → ${after.location}`);
  } else if (before.latitude !== after.latitude || before.longitude !== after.longitude) {
    parts.push(`place: ${after.location} (moved on the map)`);
  }
  if (costText(before) !== costText(after)) parts.push(`cost: ${costText(before)} → ${costText(after)}`);
  return parts;
}

/** One edited game and who hears of it (its players and waitlist at the time of the edit). */
export type EditedGameAudience = { edit: GameEdit; audience: readonly string[] };

/**
 * The `game_updated` notices for one edit of one game or of many (a series' "this and all following"):
 * ONE notice per player, however many of the edited games they are in, listing what changed; none for
 * the editor, and none for a game whose edit changed nothing players are told of. Each opens the first
 * (soonest) game the player is in.
 */
export function gameEditNotices(edits: readonly EditedGameAudience[], editorId: string): NotifyInput[] {
  const byPlayer = new Map<string, { edit: GameEdit; parts: string[] }[]>();
  const ofMany = edits.length > 1;
  for (const { edit, audience } of edits) {
    const parts = noticeParts(edit.before, edit.after, { ofMany });
    if (parts.length === 0) continue;
    for (const userId of audience) {
      if (userId === editorId) continue;
      const mine = byPlayer.get(userId) ?? [];
      mine.push({ edit, parts });
      byPlayer.set(userId, mine);
    }
  }
  return [...byPlayer].map(([userId, games]) => {
    const ordered = games.sort((a, b) => a.edit.after.startsAt.getTime() - b.edit.after.startsAt.getTime());
    const first = ordered[0]?.edit.after as GameRow;
    const parts = [...new Set(ordered.flatMap((game) => game.parts))];
    const subject =
      ordered.length === 1
        ? `"${first.title}"`
        : `"${first.title}" (${ordered.length} games from ${shortGameTime(first).replace(/ \d\d:\d\d$/, '')})`;
    return {
      userId,
      type: 'game_updated' as const,
      title: 'Game updated',
      message: `${subject} ${parts.join('; ')}`,
      relatedId: first.id,
      relatedUserId: editorId,
    };
  });
}
