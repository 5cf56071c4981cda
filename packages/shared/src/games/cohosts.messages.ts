/** What co-hosting reads (issue 26 §6): Rally's own texts. */
export const cohostMessages = {
  made: 'Co-host added',
  unmade: 'Co-host removed',
  hostOnly: 'Only the host can make or remove co-hosts.',
  notAPlayer: 'Only a player of this game can be made a co-host.',
  isHost: 'The host already runs this game.',
  notACohost: 'That player is not a co-host of this game.',
  cannotRemoveCohost: 'Only the host can remove a co-host from the game.',
  makeFailed: 'Failed to make the co-host. Please try again.',
  unmakeFailed: 'Failed to remove the co-host. Please try again.',
} as const;
