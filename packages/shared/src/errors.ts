import { z } from 'zod';

/**
 * Every error code the server sends, with the HTTP status it comes with: a closed list, so clients can
 * switch on a code and the compiler tells them (and the server) when one is added or goes away.
 */
export const ERROR_STATUS = {
  // 400: the request itself is wrong
  bad_request: 400,
  validation_failed: 400,
  invalid_cursor: 400,
  invalid_text: 400,
  invalid_upload: 400,
  not_an_image: 400,
  code_expired: 400,
  code_invalid: 400,
  code_attempts: 400,
  reset_code_invalid: 400,
  cannot_friend_self: 400,
  cannot_block_self: 400,
  invitee_not_friend: 400,
  invalid_emails: 400,
  // 401: nobody, or the wrong person, is signed in
  unauthenticated: 401,
  invalid_credentials: 401,
  // 403: signed in, but not allowed
  forbidden: 403,
  cross_site_request: 403,
  email_not_verified: 403,
  // a suspended account's sign-in: the body's details say until when (moderation/suspension.ts)
  account_suspended: 403,
  not_friends: 403,
  host_only: 403,
  private_game: 403,
  not_a_player: 403,
  // a block between the player and the game's host or the league's creator (the text never says so)
  cannot_join: 403,
  // a gendered game: the player's profile has no gender yet, or a gender the game does not take
  gender_needed: 403,
  gender_not_allowed: 403,
  // below the game's fair-play requirement: the text names what is required (fair-play/fair-play.ts)
  fair_play_required: 403,
  // 404
  not_found: 404,
  profile_not_found: 404,
  user_not_found: 404,
  friend_not_found: 404,
  friend_request_not_found: 404,
  notification_not_found: 404,
  push_device_not_found: 404,
  page_not_found: 404,
  game_not_found: 404,
  join_request_not_found: 404,
  player_not_found: 404,
  guest_not_found: 404,
  series_not_found: 404,
  league_not_found: 404,
  league_join_request_not_found: 404,
  fixture_not_found: 404,
  season_not_found: 404,
  season_team_not_found: 404,
  method_not_allowed: 405,
  // 422: an Idempotency-Key sent again with another request
  idempotency_key_reused: 422,
  // 409: the state of things forbids it
  username_taken: 409,
  email_taken: 409,
  already_verified: 409,
  // a request with this Idempotency-Key still runs, or ended without an answer
  request_in_progress: 409,
  request_outcome_unknown: 409,
  already_friends: 409,
  request_already_sent: 409,
  request_exists: 409,
  game_started: 409,
  game_not_started: 409,
  game_full: 409,
  game_not_private: 409,
  join_closed: 409,
  game_called_off: 409,
  check_in_closed: 409,
  attendance_closed: 409,
  league_game_closed: 409,
  // a season's fixtures: made once; a move onto a team's other fixture; a fixture played or with a result
  fixtures_exist: 409,
  fixture_clash: 409,
  fixture_closed: 409,
  // a game's chat: closed to new messages, or the day's announcements all posted
  chat_closed: 409,
  announcement_limit: 409,
  already_joined: 409,
  already_invited: 409,
  already_waitlisted: 409,
  not_waitlisted: 409,
  waitlist_not_full: 409,
  guests_not_allowed: 409,
  guest_limit_reached: 409,
  regulars_full: 409,
  series_ended: 409,
  request_answered: 409,
  already_reviewed: 409,
  review_not_open: 409,
  // balanced teams and the final score: the roster moved on, no teams yet, the result closed or in
  roster_changed: 409,
  teams_needed: 409,
  result_closed: 409,
  result_recorded: 409,
  league_full: 409,
  league_private: 409,
  league_not_private: 409,
  not_a_member: 409,
  creator_cannot_leave: 409,
  // a league's seasons (issue 29): rules fixed once the fixtures are out, rosters locked at the first
  // kick-off, a full team, a taken team name, a player already on a team, registration closed, a season over
  season_rules_locked: 409,
  roster_locked: 409,
  team_full: 409,
  team_name_taken: 409,
  already_on_team: 409,
  registration_closed: 409,
  season_finished: 409,
  // a season's playoffs: seeded once; none configured, or fewer teams than the bracket holds
  playoffs_seeded: 409,
  playoffs_unavailable: 409,
  push_device_taken: 409,
  payload_too_large: 413,
  image_too_large: 413,
  unsupported_media_type: 415,
  // 429: too many, too fast
  rate_limited: 429,
  too_many_sockets: 429,
  too_many_uploads: 429,
  internal_error: 500,
  service_unavailable: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;
/** The codes that come with HTTP status `S`. */
export type ErrorCodeWithStatus<S extends number> = {
  [C in ErrorCode]: (typeof ERROR_STATUS)[C] extends S ? C : never;
}[ErrorCode];

export const errorCodeSchema = z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]);

/** The body of every failed API request: a stable code, the text a user reads, and field issues for 400s. */
export const apiErrorSchema = z
  .object({
    code: errorCodeSchema,
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
    /** What a program may need besides the text (a suspension's end): named per code where it is sent. */
    details: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({
    id: 'ApiError',
    description: 'A failed request: a stable code, the text a user reads, field issues, details',
  });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export { RATE_LIMITED_MESSAGE } from './rate-limited.ts';
export { SERVICE_UNAVAILABLE_CODE, SERVICE_UNAVAILABLE_MESSAGE } from './service-unavailable.ts';
