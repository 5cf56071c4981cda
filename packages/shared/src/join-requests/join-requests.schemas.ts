import { z } from 'zod';
import { playerRecordSchema } from '../player-record.ts';
import { type ContentField, cleanText } from '../text-filter.ts';
import { JOIN_REQUEST_ANSWERS, JOIN_REQUEST_STATUSES } from './join-requests.limits.ts';

/**
 * The wire shapes of asking to join something (a game, a league; later a game series or a team): the
 * person asking, the request as the one who decides lists it, the message sent with it and the answer.
 * Each kind names them under its own names too (`gamePersonSchema`, `leagueJoinRequestSchema`), so
 * its routes and the API document read as they always have.
 */

export * from './join-requests.limits.ts';

export const joinRequestStatusSchema = z.enum(JOIN_REQUEST_STATUSES);

/** A person as a list of players, members or requesters shows them. */
export const personSchema = z.object({
  id: z.string(),
  /** Null when the player has no profile name: shown as Unknown Player. */
  name: z.string().nullable(),
  username: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type Person = z.infer<typeof personSchema>;

const requestFields = {
  id: z.string(),
  user: personSchema,
  message: z.string().nullable(),
};

/** A request in a list that keeps answered ones too (a game's): each carries its status. */
export const joinRequestSchema = z.object({
  ...requestFields,
  status: joinRequestStatusSchema,
  createdAt: z.string(),
  /** The requester's skill, games played and sportsmanship in the sport of what they ask to join. */
  record: playerRecordSchema,
});
export type JoinRequest = z.infer<typeof joinRequestSchema>;
export const joinRequestListSchema = z.object({ requests: z.array(joinRequestSchema) });

/** A request in a list of pending ones only (a league's): no status to carry. */
export const pendingJoinRequestSchema = z.object({
  ...requestFields,
  createdAt: z.string(),
  /** The requester's skill, games played and sportsmanship in the sport of what they ask to join. */
  record: playerRecordSchema,
});
export type PendingJoinRequest = z.infer<typeof pendingJoinRequestSchema>;
export const pendingJoinRequestListSchema = z.object({ requests: z.array(pendingJoinRequestSchema) });

/**
 * The body of a request to join: an optional message, checked for content as `field` names it (each
 * kind has its own refusal text). Blank after trimming means no message.
 */
export const joinRequestInputFor = (maxLength: number, field: ContentField) =>
  z.object({
    message: z
      .string()
      .trim()
      .max(maxLength, `Must be at most ${maxLength} characters`)
      .apply(cleanText(field))
      .nullish()
      .transform((text) => text || null),
  });

/** The answer to a pending request. */
export const joinRequestAnswerInput = z.object({ status: z.enum(JOIN_REQUEST_ANSWERS) });
export type JoinRequestAnswerInput = z.infer<typeof joinRequestAnswerInput>;
