/**
 * The words of blocking, as plain values so any page can show them without loading zod. Refusals are
 * neutral on purpose: a blocked player is never told they were blocked.
 */
export const blocksMessages = {
  cannotJoinGame: "You can't join this game",
  cannotJoinLeague: "You can't join this league",
  cannotReview: "You can't review this player",
  cannotBlockSelf: 'You cannot block yourself.',
  userNotFound: 'User not found',
} as const;
