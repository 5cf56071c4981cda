import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServerDatabase, openTestDatabase } from '../test/test-database.ts';
import { postgresBinaries } from '../test/throwaway-postgres.ts';
import { type Database, type DatabaseConnection, openDatabase } from './client.ts';

const run = promisify(execFile);
const serverUrl = process.env.TEST_DATABASE_URL;

/** A player and a game in Manhattan, written as the app stores them. */
async function addGame(db: Database) {
  await db.execute(sql`insert into users (id, name, email) values ('host-1', 'Host', 'host@example.com')`);
  await db.execute(
    sql`insert into games (title, sport, date, time, time_zone, starts_at, location, latitude, longitude, max_players, host_id)
        values ('Pickup', 'soccer', '2031-05-01', '18:00', 'America/New_York', '2031-05-01T22:00:00Z',
                'Central Park', 40.7812, -73.9665, 10, 'host-1')`,
  );
}

/**
 * The plan of the find list's distance search (games.repository.ts): the box of place and start
 * around a point, against the games' place and start. Sequential scans are ruled out, so the plan
 * shows whether the index can serve the search at all, whatever a table this small would favour.
 */
async function distanceSearchPlan(db: Database): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = (await tx.execute(
      sql`explain select id from games
          where latitude is not null and longitude is not null
            and cube(earth_box(ll_to_earth(40.78::float8, -73.97::float8), 8000::float8), 1893456000::float8, 32503680000::float8)
                && game_place_and_start(latitude, longitude, starts_at)`,
    )) as unknown as { rows: Array<Record<string, string>> };
    return result.rows.map((row) => Object.values(row).join(' ')).join('\n');
  });
}

async function countGames(db: Database): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from games`)) as unknown as {
    rows: Array<{ n: number }>;
  };
  return result.rows[0]?.n ?? 0;
}

let cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
  vi.restoreAllMocks();
});

describe('the distance index', () => {
  it('serves the distance search', async () => {
    const database = await openTestDatabase();
    cleanup.push(() => database.drop());
    await addGame(database.connection.db);
    expect(await distanceSearchPlan(database.connection.db)).toContain('games_place_and_start_idx');
  });

  // pg_dump and pg_restore are PostgreSQL's; the embedded database is backed up whole (npm run backup).
  it.skipIf(!serverUrl)(
    'comes back from pg_dump and pg_restore without an error, and serves the search again',
    async () => {
      const bin = postgresBinaries();
      if (!bin) throw new Error('pg_dump and pg_restore are needed beside the PostgreSQL server');
      const source = await createServerDatabase(serverUrl!);
      cleanup.push(source.drop);
      const migrated = await openDatabase({ databaseUrl: source.databaseUrl });
      await addGame(migrated.db);
      await migrated.close();

      const folder = await mkdtemp(join(tmpdir(), 'rally-dump-'));
      cleanup.push(() => rm(folder, { recursive: true, force: true }));
      const dump = join(folder, 'rally.dump');
      await run(join(bin, 'pg_dump'), [
        '--format=custom',
        `--file=${dump}`,
        `--dbname=${source.databaseUrl}`,
      ]);
      // The README's restore: into a database that has the extensions (template1 has them here).
      const target = await createServerDatabase(serverUrl!);
      cleanup.push(target.drop);
      const restored = await run(join(bin, 'pg_restore'), [
        '--no-owner',
        '--no-comments',
        '--exit-on-error',
        `--dbname=${target.databaseUrl}`,
        dump,
      ]);
      expect(restored.stderr).toBe('');

      const warnings: unknown[] = [];
      vi.spyOn(console, 'warn').mockImplementation((line: unknown) => warnings.push(line));
      const reopened: DatabaseConnection = await openDatabase({ databaseUrl: target.databaseUrl });
      cleanup.push(() => reopened.close());
      expect(warnings).toEqual([]);
      expect(await countGames(reopened.db)).toBe(1);
      expect(await distanceSearchPlan(reopened.db)).toContain('games_place_and_start_idx');
    },
  );
});
