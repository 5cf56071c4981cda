/** Every route of the app, so links and the route table never disagree. */

export type AuthMode = 'signin' | 'signup' | 'forgot-password' | 'forgot-username';

export const AUTH_MODES: readonly AuthMode[] = ['signin', 'signup', 'forgot-password', 'forgot-username'];

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const fixed = (path: string) => ({ path, getHref: () => path });

export const paths = {
  home: fixed('/'),
  auth: {
    path: '/auth',
    getHref: (options: { mode?: AuthMode; username?: string } = {}) => withQuery('/auth', options),
  },
  forgotPassword: fixed('/forgot-password'),
  forgotUsername: fixed('/forgot-username'),
  verifyEmail: fixed('/verify-email'),
  onboarding: fixed('/onboarding'),

  dashboard: fixed('/dashboard'),
  find: {
    path: '/find',
    getHref: (location?: string) => withQuery('/find', { location }),
  },
  game: { path: '/game/:id', getHref: (id: string) => `/game/${encodeURIComponent(id)}` },
  gameEdit: { path: '/game/:id/edit', getHref: (id: string) => `/game/${encodeURIComponent(id)}/edit` },
  gameReview: {
    path: '/game/:gameId/review',
    getHref: (gameId: string) => `/game/${encodeURIComponent(gameId)}/review`,
  },
  myGames: fixed('/my-games'),
  myGame: { path: '/my-games/:id', getHref: (id: string) => `/my-games/${encodeURIComponent(id)}` },
  create: fixed('/create'),
  createGame: fixed('/create-game'),
  friends: {
    path: '/friends',
    /**
     * `tab` opens Requests, Find Friends or Messages (the inbox); `chat` opens the conversation with that
     * friend, and `with` opens it over the inbox.
     */
    getHref: (options: { tab?: 'requests' | 'find' | 'messages'; chat?: string; with?: string } = {}) =>
      withQuery('/friends', options),
  },
  friendsActivity: fixed('/friends-activity'),
  profile: fixed('/profile'),
  profileEdit: fixed('/profile/edit'),
  profileSettings: fixed('/profile/settings'),
  userProfile: { path: '/profile/:id', getHref: (id: string) => `/profile/${encodeURIComponent(id)}` },
  notifications: fixed('/notifications'),
  /** Every notification, paged and filtered; the bell's "See all". (/notifications is their settings.) */
  notificationsHistory: fixed('/notifications/all'),
  leagues: fixed('/leagues'),
  leagueCreate: fixed('/leagues/create'),
  leagueScheduleGame: {
    path: '/leagues/schedule-game',
    /** The league scheduling the game rides in the address, so a reload keeps it. */
    getHref: (leagueId?: string) => withQuery('/leagues/schedule-game', { leagueId }),
  },
  league: { path: '/leagues/:id', getHref: (id: string) => `/leagues/${encodeURIComponent(id)}` },
  /** A league's organiser starts a season (issue 29). */
  seasonCreate: {
    path: '/leagues/:leagueId/seasons/new',
    getHref: (leagueId: string) => `/leagues/${encodeURIComponent(leagueId)}/seasons/new`,
  },
  seasonEdit: {
    path: '/leagues/:leagueId/seasons/:seasonId/edit',
    getHref: (leagueId: string, seasonId: string) =>
      `/leagues/${encodeURIComponent(leagueId)}/seasons/${encodeURIComponent(seasonId)}/edit`,
  },
  /** A season's page: its teams, fixtures, table, bracket and stats; `tab` opens one of them. */
  season: {
    path: '/leagues/:leagueId/seasons/:seasonId',
    getHref: (leagueId: string, seasonId: string, tab?: string) =>
      withQuery(`/leagues/${encodeURIComponent(leagueId)}/seasons/${encodeURIComponent(seasonId)}`, { tab }),
  },
  popularLocations: fixed('/popular-locations'),
  monitoring: fixed('/monitoring'),
  moderation: fixed('/moderation'),
} as const;

export function parseAuthMode(value: string | null): AuthMode {
  return AUTH_MODES.find((mode) => mode === value) ?? 'signin';
}
