import { attendanceEndpoints } from '@rally/shared/games/attendance.endpoints';
import { attendanceMessages } from '@rally/shared/games/attendance.messages';
import type { AttendanceMark, GameAttendance } from '@rally/shared/games/attendance.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { type GameActionAnswer, useGameAction } from './game-action.ts';
import { gameKeys } from './game-keys.ts';

// Check-in ("I'm here") and the host's attendance list (issue 27 §2).

export function checkIn(gameId: string): Promise<GameActionAnswer> {
  return call(attendanceEndpoints.checkInToGame, { params: { id: gameId } });
}

export function useCheckIn(gameId: string) {
  return useGameAction({
    gameId,
    run: () => checkIn(gameId),
    success: attendanceMessages.checkedIn,
    failure: 'Failed to check in. Please try again.',
  });
}

export function getAttendanceQueryOptions(gameId: string) {
  return queryOptions({
    queryKey: [...gameKeys.detail(gameId), 'attendance'] as const,
    queryFn: ({ signal }): Promise<GameAttendance> =>
      call(attendanceEndpoints.getGameAttendance, { params: { id: gameId }, signal }),
  });
}

/** Who checked in, the marks and outcomes (the host and co-hosts only). */
export function useGameAttendance(gameId: string, enabled: boolean) {
  return useQuery({ ...getAttendanceQueryOptions(gameId), enabled });
}

export function useMarkAttendance(gameId: string) {
  return useGameAction({
    gameId,
    run: ({ userId, mark }: { userId: string; mark: AttendanceMark }) =>
      call(attendanceEndpoints.markGameAttendance, { params: { id: gameId, userId }, body: { mark } }),
    success: ({ mark }) =>
      mark === 'present' ? attendanceMessages.markedPresent : attendanceMessages.markedAbsent,
    failure: 'Failed to mark attendance. Please try again.',
  });
}

export function useExcuseLateCancellation(gameId: string) {
  return useGameAction({
    gameId,
    run: (userId: string) =>
      call(attendanceEndpoints.excuseLateCancellation, { params: { id: gameId, userId } }),
    success: attendanceMessages.excused,
    failure: 'Failed to excuse the late cancellation. Please try again.',
  });
}
