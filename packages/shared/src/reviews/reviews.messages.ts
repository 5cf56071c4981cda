/** The review texts of spec document 2 §2, §5 and §8 and document 1 §8, word for word, and Rally's own. */
export const reviewMessages = {
  loading: 'Loading game details...',
  notFoundTitle: 'Game not found',
  notFoundText: "The game you're looking for doesn't exist or has been removed.",
  backToMyGames: 'Back to My Games',
  hostedBy: 'Hosted by',
  notYetPlayed: "This game hasn't taken place yet. Reviews will be available after the game time has passed.",
  ratingRequired: 'Rating Required: Please select a star rating.',
  submitted: 'Review Submitted',
  submitFailed: 'Failed to submit review. Please try again.',
  /** The own profile's Write Reviews tab (document 1 §8). */
  profileSubmitted: 'Your sportsmanship review has been submitted.',
  profileSubmitFailed: 'Failed to submit review',
  // Rally's own rules, where the spec's product had none.
  notYetPlayedShort: 'Reviews open once the game has taken place.',
  onlyPlayers: 'Only players of this game can review its players.',
  notSelf: 'You cannot review yourself.',
  reviewedNotPlayer: 'That player did not play in this game.',
  alreadyReviewed: 'You have already reviewed this player for this game.',
  nothingPending: 'No players to review',
  nothingPendingDetail: 'Players from your completed games will appear here.',
  noReviews: 'No reviews yet',
  unknownGame: 'Unknown Game',
  unknownReviewer: 'Unknown',
} as const;
