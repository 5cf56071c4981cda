/** The locations pages' texts (spec document 2 §4), word for word. */
export const locationMessages = {
  emptyTitle: 'No locations found',
  emptyDetail: 'Locations will appear as games are created!',
  searchEmptyDetail: 'Try adjusting your search term.',
  searchEmptyTitle: (term: string) => `No locations found matching "${term}"`,
  venuesEmptyTitle: 'No venues found',
  venuesEmptyDetail: 'Venue data will be available soon.',
  dashboardEmptyTitle: 'No popular locations yet',
  dashboardEmptyDetail: 'Locations will appear as more games are created!',
} as const;
