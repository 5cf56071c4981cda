import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { EmbeddedBackup } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { isLoopbackAddress } from '../../lib/loopback.ts';
import { anyone } from '../../plugins/docs.ts';
import type { Jobs } from '../../plugins/jobs.ts';

/** Where `npm run backup` asks a running Rally for its embedded database. */
export const BACKUP_SNAPSHOT_PATH = '/api/backup/snapshot';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The embedded database allows one process, so while Rally runs only Rally can copy it consistently:
 * `npm run backup` asks it here. The copy holds every account, so two things are asked: a peer on
 * this machine (the socket's own address; a proxy on this machine forwards others from it too) and the
 * token Rally wrote beside the database for its folder's owner alone. Anyone else is told there is
 * nothing here.
 */
export async function backupRoutes(
  app: FastifyInstance,
  { backup, jobs }: { backup: EmbeddedBackup; jobs: Pick<Jobs, 'whenStarted'> },
) {
  const expected = digest(`Bearer ${backup.token}`);
  app.post(
    BACKUP_SNAPSHOT_PATH,
    // Its access rule is the check below: the token, from this machine.
    { schema: { hide: true, security: anyone } },
    async (request, reply) => {
      const given = digest(request.headers.authorization ?? '');
      if (!isLoopbackAddress(request.socket.remoteAddress) || !timingSafeEqual(given, expected))
        throw notFound('page');
      // The queue writes its tables and schedules as Rally starts: a copy taken half-way through would
      // restore a queue missing some of them, so a backup asked for during start waits for it.
      await jobs.whenStarted().catch(() => undefined);
      const snapshot = await backup.snapshot();
      return reply
        .type('application/x-tar')
        .header('cache-control', 'no-store')
        .send(Buffer.from(await snapshot.arrayBuffer()));
    },
  );
}
