import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userBlocks } from '../../db/schema/blocks.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/user-factories.ts';
import { profileColumns } from '../profiles/profiles.read-model.ts';
import { notBlockedWith } from './blocks.read-model.ts';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(async () => {
  await test.close();
});

describe('notBlockedWith', () => {
  it('leaves out whom the viewer blocked and who blocked the viewer, and nobody else', async () => {
    const viewer = await createUser(test);
    const blocked = await createUser(test);
    const blocker = await createUser(test);
    const stranger = await createUser(test);
    const db = test.database.connection.db;
    await db.insert(userBlocks).values([
      { blockerId: viewer.id, blockedId: blocked.id },
      { blockerId: blocker.id, blockedId: viewer.id },
    ]);
    const visible = await db
      .select({ id: profileColumns.userId })
      .from(profileColumns.source)
      .where(notBlockedWith(viewer.id, profileColumns.userId));
    const ids = visible.map((row) => row.id);
    expect(ids).toContain(stranger.id);
    expect(ids).toContain(viewer.id);
    expect(ids).not.toContain(blocked.id);
    expect(ids).not.toContain(blocker.id);
  });

  it("reads the viewer's blocks through the primary key and user_blocks_blocked_idx, never a table scan", async () => {
    const viewer = await createUser(test);
    const db = test.database.connection.db;
    const statement = db
      .select({ id: profileColumns.userId })
      .from(profileColumns.source)
      .where(notBlockedWith(viewer.id, profileColumns.userId))
      .toSQL();
    // A tiny table is scanned whole by choice; forbid that to see which indexes the plan can use.
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const inlined = statement.params.reduce<string>(
        (text, value, index) => text.replaceAll(`$${index + 1}`, `'${String(value)}'`),
        statement.sql,
      );
      const result = await tx.execute(sql.raw(`explain ${inlined}`));
      return (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n');
    });
    expect(plan).toContain('user_blocks_blocker_id_blocked_id_pk');
    expect(plan).toContain('user_blocks_blocked_idx');
    expect(plan).not.toMatch(/Seq Scan on user_blocks/);
    await db.delete(userBlocks).where(eq(userBlocks.blockerId, viewer.id));
  });
});
