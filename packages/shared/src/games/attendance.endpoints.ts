import { endpoint } from '../endpoint.ts';

const schemas = () => Promise.all([import('./attendance.schemas.ts'), import('./games.schemas.ts')]);

/** Check-in and the host's attendance list (issue 27 §2). */
export const attendanceEndpoints = {
  checkInToGame: endpoint('POST', '/api/games/:id/check-in', () =>
    schemas().then(([, games]) => ({ params: games.gameIdParams, response: games.gameActionResultSchema })),
  ),
  getGameAttendance: endpoint('GET', '/api/games/:id/attendance', () =>
    schemas().then(([s, games]) => ({ params: games.gameIdParams, response: s.gameAttendanceSchema })),
  ),
  markGameAttendance: endpoint('PUT', '/api/games/:id/attendance/:userId', () =>
    schemas().then(([s, games]) => ({
      params: s.attendancePlayerParams,
      body: s.markAttendanceInput,
      response: games.gameActionResultSchema,
    })),
  ),
  excuseLateCancellation: endpoint('DELETE', '/api/games/:id/late-cancellations/:userId', () =>
    schemas().then(([s, games]) => ({
      params: s.attendancePlayerParams,
      response: games.gameActionResultSchema,
    })),
  ),
};
