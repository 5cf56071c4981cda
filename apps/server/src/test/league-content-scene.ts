import { randomBytes } from 'node:crypto';
import { leagueMemberships, leagues } from '../db/schema/leagues.ts';
import type { Client, TestApp } from './build-test-app.ts';

// Leagues for the news, media and games tests: rows written directly, as creating and joining leave
// them (the creator a member from the start, member_count the number of members). Tests only.

export type LeagueOverrides = Partial<typeof leagues.$inferInsert> & {
  /** Members besides the creator. */
  members?: string[];
};

/** A league created by `creatorId` with `members` joined. Returns its id. */
export async function insertLeague(
  test: Pick<TestApp, 'database'>,
  creatorId: string,
  { members = [], ...overrides }: LeagueOverrides = {},
): Promise<string> {
  const db = test.database.connection.db;
  const [league] = await db
    .insert(leagues)
    .values({
      name: 'Sunday Strikers',
      sport: 'soccer',
      skillLevel: 'casual',
      maxMembers: 12,
      ...overrides,
      createdBy: creatorId,
      memberCount: 1 + members.length,
    })
    .returning({ id: leagues.id });
  if (!league) throw new Error('league insert returned nothing');
  await db.insert(leagueMemberships).values(
    [creatorId, ...members].map((userId, index) => ({
      leagueId: league.id,
      userId,
      isCreator: index === 0,
      joinedAt: new Date(Date.now() + index),
    })),
  );
  return league.id;
}

/** A multipart body of image files in the field "images", the way a browser's form sends several. */
export function uploadImages(
  client: Client,
  url: string,
  files: { data: Buffer; filename?: string; type?: string; field?: string }[],
) {
  const boundary = `----rally${randomBytes(8).toString('hex')}`;
  const parts = files.map(({ data, filename = 'photo.png', type = 'image/png', field = 'images' }) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      data,
      Buffer.from('\r\n'),
    ]),
  );
  return client.request({
    method: 'POST',
    url,
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}
