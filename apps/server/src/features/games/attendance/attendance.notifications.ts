import type { NotifyInput } from '../../notifications/notifications.service.ts';
import { describeGameTime } from '../games.views.ts';
import type { AttendanceGame } from './attendance.repository.ts';

type Notice = Omit<NotifyInput, 'userId'>;

/** To a player whose outcome became a no-show (at settling or by a correction), saying why; opens the game. */
export const noShowNotice = (game: AttendanceGame, reason: string): Notice => ({
  type: 'game_no_show',
  title: 'Marked as a no-show',
  message: `"${game.title}" on ${describeGameTime(game.date, game.time)}: you're recorded as a no-show. ${reason}`,
  relatedId: game.id,
  relatedUserId: null,
});
