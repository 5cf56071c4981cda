import { z } from 'zod';
import { textPathParam } from '../ids.ts';
import { blocksMessages } from './blocks.messages.ts';

/** The other player of a block, by their account id (the id every other route names a player by). */
export const blockUserIdParams = z.object({
  userId: textPathParam("The other player's user id", 200, {
    code: 'user_not_found',
    message: blocksMessages.userNotFound,
  }),
});

/** A player the viewer blocked, as Settings → Blocked players lists them. */
export const blockedPlayerSchema = z.object({
  user: z.object({
    id: z.string(),
    name: z.string().nullable(),
    username: z.string().nullable(),
    avatarUrl: z.string().nullable(),
  }),
  /** When the viewer blocked them (ISO date-time). */
  blockedAt: z.string(),
});
export type BlockedPlayer = z.infer<typeof blockedPlayerSchema>;

/** GET /api/blocks: the players the viewer blocked, newest first (never who blocked the viewer). */
export const blockListSchema = z.object({ blocked: z.array(blockedPlayerSchema) });
export type BlockList = z.infer<typeof blockListSchema>;

/** PUT /api/blocks/{userId}: blocked, whether or not they already were. */
export const blockResultSchema = z.object({ blocked: z.literal(true) });
export type BlockResult = z.infer<typeof blockResultSchema>;

/** DELETE /api/blocks/{userId}: no longer blocked, whether or not they were. */
export const unblockResultSchema = z.object({ blocked: z.literal(false) });
export type UnblockResult = z.infer<typeof unblockResultSchema>;
