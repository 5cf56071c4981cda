import { ANNOUNCEMENTS_PER_DAY } from '../games/game-day.limits.ts';

/**
 * The game chat's texts, apart from the schemas so a page that shows one loads no validation library.
 * The content rules (blank, too long, profanity, too quickly) are the direct messages' own texts.
 */
export const gameChatMessages = {
  playersOnly: 'Only the players of this game can read its chat.',
  closed: "This game's chat is closed.",
  calledOff: 'This game was called off, so its chat is closed.',
  hostsAnnounce: 'Only the host or a co-host can post an announcement.',
  tooManyAnnouncements: `A game can have at most ${ANNOUNCEMENTS_PER_DAY} announcements a day.`,
  markedRead: 'Chat marked as read',
  muted: 'Chat muted',
  unmuted: 'Chat unmuted',
  /** The push and email title of chat messages a player has not read. */
  newMessageTitle: (gameTitle: string) => `New message in ${gameTitle}`,
  /** The notice of an announcement, delivered at once. */
  announcementTitle: (gameTitle: string) => `Announcement: ${gameTitle}`,
} as const;
