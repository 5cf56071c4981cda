import { gameChatMessages } from '@rally/shared/game-chat/game-chat.messages';
import { ANNOUNCEMENTS_PER_DAY, GAME_CHAT_OPEN_HOURS_AFTER_START } from '@rally/shared/games/game-day.limits';
import type { ChatAccess } from '../games/chat-access/chat-access.service.ts';

const HOUR_MS = 60 * 60 * 1000;
/** The announcements' cap counts over any 24 hours. */
export const ANNOUNCEMENT_WINDOW_MS = 24 * HOUR_MS;

/**
 * Why the chat takes no new messages at `now`, or null while it is open: a game called off for too
 * few players is closed at once; any other closes 48 hours after its start.
 */
export function closedReasonOf(game: ChatAccess['game'], now: Date): string | null {
  if (game.calledOffAt) return gameChatMessages.calledOff;
  const closesAt = game.startsAt.getTime() + GAME_CHAT_OPEN_HOURS_AFTER_START * HOUR_MS;
  return now.getTime() >= closesAt ? gameChatMessages.closed : null;
}

/** The host and co-hosts announce: runsGame's two roles. */
export const mayAnnounce = (access: Pick<ChatAccess, 'role'>) =>
  access.role === 'host' || access.role === 'cohost';

/** How many announcements are left, given how many were posted in the last 24 hours. */
export const announcementsLeftOf = (postedInWindow: number) =>
  Math.max(0, ANNOUNCEMENTS_PER_DAY - postedInWindow);
