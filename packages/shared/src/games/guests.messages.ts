/** What guests and their players read (issue 26 §5): Rally's own texts. */
export const guestMessages = {
  added: 'Guest added',
  removed: 'Guest removed',
  notAllowed: 'This game does not take guests.',
  noSpots: 'No spots left for a guest.',
  limit: (most: number) => `You can bring at most ${most} guest${most === 1 ? '' : 's'}.`,
  onlyPlayers: 'Only players of this game can bring guests.',
  calledOff: 'This game was called off.',
  notFound: 'That guest is not on this game.',
  notYours: 'Only the player who brought this guest, the host or a co-host can remove them.',
  nameRequired: "Please enter your guest's name.",
  addFailed: 'Failed to add the guest. Please try again.',
  removeFailed: 'Failed to remove the guest. Please try again.',
} as const;
