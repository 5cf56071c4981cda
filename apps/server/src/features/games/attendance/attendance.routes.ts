import { attendanceEndpoints as endpoints } from '@rally/shared/games/attendance.endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../plugins/authenticate.ts';
import { signedIn } from '../../../plugins/docs.ts';
import { route } from '../../../plugins/endpoint-routes.ts';
import type { AttendanceService } from './attendance.service.ts';

const tags = ['games'];

/** Check-in ("I'm here"), and the host's attendance list, marks and excuses (issue 27 §2). */
export async function attendanceRoutes(
  app: FastifyInstance,
  { attendance }: { attendance: AttendanceService },
) {
  await route(
    app,
    endpoints.checkInToGame,
    {
      tags,
      operationId: 'checkInToGame',
      security: signedIn,
      summary: 'Check in to a game ("I\'m here"): a player, from 30 minutes before the start to 60 after',
      errors: [400, 401, 403, 404, 409],
    },
    async (request) => attendance.checkIn(currentUser(request).id, request.params.id),
  );

  await route(
    app,
    endpoints.getGameAttendance,
    {
      tags,
      operationId: 'getGameAttendance',
      security: signedIn,
      summary: 'Who checked in, the marks and outcomes, and who left late (host and co-hosts only)',
      errors: [400, 401, 403, 404],
    },
    async (request) => attendance.list(currentUser(request).id, request.params.id),
  );

  await route(
    app,
    endpoints.markGameAttendance,
    {
      tags,
      operationId: 'markGameAttendance',
      security: signedIn,
      summary:
        'Mark a player present or absent, or correct it (host and co-hosts, until 48 hours after the start)',
      errors: [400, 401, 403, 404, 409],
    },
    async (request) =>
      attendance.mark(currentUser(request).id, request.params.id, request.params.userId, request.body.mark),
  );

  await route(
    app,
    endpoints.excuseLateCancellation,
    {
      tags,
      operationId: 'excuseLateCancellation',
      security: signedIn,
      summary: "Excuse a player's late cancellation (host and co-hosts, until 48 hours after the start)",
      errors: [400, 401, 403, 404, 409],
    },
    async (request) => attendance.excuse(currentUser(request).id, request.params.id, request.params.userId),
  );
}
