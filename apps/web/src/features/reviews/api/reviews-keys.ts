/** Query keys of the reviews feature: a review changes the page it was written on and the pending list. */
export const reviewsKeys = {
  all: ['reviews'] as const,
  page: (gameId: string) => [...reviewsKeys.all, 'page', gameId] as const,
  pending: () => [...reviewsKeys.all, 'pending'] as const,
};
