/** The dashboard's texts (spec document 1 §2), word for word. */
export const dashboardMessages = {
  greeting: 'Hi, ',
  subtitle: 'Find your next game',
  upcomingTitle: 'Upcoming Games',
  viewAll: 'View all',
  noUpcomingTitle: 'No upcoming games found',
  noUpcomingDetail: 'Create or join a game to get started!',
  createGame: 'Create Game',
  activityTitle: 'Friends Activity',
  noActivityTitle: 'No recent friend activity',
  noActivityDetail: 'Connect with friends to see their activities!',
  view: 'View',
  locationsTitle: 'Popular Locations',
  noLocationsTitle: 'No popular locations yet',
  noLocationsDetail: 'Locations will appear as more games are created!',
  loadFailed: 'Failed to load the dashboard',
} as const;
