import { gameMessages } from '@rally/shared/games/games.messages';
import type { GameEditValues } from '@rally/shared/games/games.schemas';
import { seriesMessages } from '@rally/shared/games/series.schemas';
import { getTableColumns } from 'drizzle-orm';
import { gameSeries } from '../../../db/schema/games.ts';
import { AppError, forbidden } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { RealtimeBus } from '../../../plugins/realtime/realtime-bus.ts';
import type { NotificationsService } from '../../notifications/notifications.service.ts';
import type { EditedGameAudience } from '../editing/game-edit.notices.ts';
import { gameEditNotices } from '../editing/game-edit.notices.ts';
import type { GameEditRepository } from '../editing/game-edit.repository.ts';
import type { GameEditor } from '../editing/game-edit.ts';
import { gameNotFound, publishGameChange } from '../game-changes.ts';
import { isGameId } from '../game-id.ts';
import { gameAbilities, isCompleted } from '../games.policy.ts';
import type { ParticipationRepository } from '../participation/participation.repository.ts';
import type { SeriesRepository, SeriesRow } from './series.repository.ts';

/**
 * What a series' template never takes from an edit: the series' own schedule (its weekdays, start, end and
 * cap are the series'), its keys and its bookkeeping. Every other column a game and its series share
 * (title, place, time, size, cost, rules…) is the template's, so a field added to both follows with no
 * change here.
 */
const NOT_TEMPLATE = new Set<string>([
  'id',
  'hostId',
  'weekdays',
  'intervalWeeks',
  'startDate',
  'endsAfterCount',
  'endsOn',
  'regularsCap',
  'createdThrough',
  'endedAt',
  'createdAt',
  'updatedAt',
]);
const templateColumns = new Set(
  Object.keys(getTableColumns(gameSeries)).filter((key) => !NOT_TEMPLATE.has(key)),
);

/**
 * "This and all following games": the edit applies to the game, to every later game of its series not yet
 * started, and to the series' template (so games made later carry it). A new date applies to this one
 * game only: the following games keep their own dates (a new time, place, cost, size or rule moves them
 * all). Each player hears once, listing the change, however many of the games they play in.
 */
export function createSeriesEditService({
  seriesRepo,
  editRepo,
  editor,
  standings,
  notifications,
  bus,
  clock,
}: {
  seriesRepo: Pick<
    SeriesRepository,
    'transaction' | 'lockSeries' | 'upcomingGames' | 'updateTemplate' | 'seriesIdOfGame'
  >;
  editRepo: Pick<GameEditRepository, 'lockGame' | 'playersAndWaitlist'>;
  editor: GameEditor;
  standings: Pick<ParticipationRepository, 'standing'>;
  notifications: Pick<NotificationsService, 'notifyMany'>;
  bus: Pick<RealtimeBus, 'publishToMany'>;
  clock: Clock;
}) {
  return {
    async editFollowing(viewerId: string, gameId: string, values: GameEditValues) {
      if (!isGameId(gameId)) throw gameNotFound();
      const result = await seriesRepo.transaction(async (tx) => {
        const now = clock.now();
        // The series' row first, then its games soonest first: the order the window job and regulars
        // take, so two of them never wait on each other.
        const seriesId = await seriesRepo.seriesIdOfGame(gameId, tx);
        if (seriesId === undefined) throw gameNotFound();
        if (seriesId === null) throw new AppError('series_not_found', seriesMessages.notFound);
        const series = await seriesRepo.lockSeries(seriesId, tx);
        if (!series) throw new AppError('series_not_found', seriesMessages.notFound);
        const unlocked = await editRepo.lockGame(gameId, tx);
        if (!unlocked) throw gameNotFound();
        const standing = await standings.standing(gameId, viewerId, tx);
        if (!gameAbilities(unlocked, standing, now, null).canEdit) {
          if (isCompleted(unlocked, now)) throw new AppError('game_started', gameMessages.gameStarted);
          throw forbidden(gameMessages.hostOnly, 'host_only');
        }
        const { date: _date, repeats: _repeats, ...forEvery } = values;
        const following = (await seriesRepo.upcomingGames(series.id, now, tx)).filter(
          (game) => game.startsAt.getTime() >= unlocked.startsAt.getTime(),
        );
        const edits: EditedGameAudience[] = [];
        for (const listed of following) {
          const game = await editRepo.lockGame(listed.id, tx);
          if (!game) continue;
          const audience = await editRepo.playersAndWaitlist(game.id, tx);
          const edit = await editor.applyEdit(game, game.id === gameId ? values : forEvery, now, tx);
          if (edit.changes.length > 0) edits.push({ edit, audience });
        }
        await seriesRepo.updateTemplate(series.id, templateOf(series, forEvery), now, tx);
        const notices = gameEditNotices(edits, viewerId);
        if (notices.length > 0) await notifications.notifyMany(notices, tx);
        for (const { edit } of edits) await publishGameChange(bus, edit.after.id, 'updated', tx);
        return { edited: edits.length };
      });
      return { message: gameMessages.edited, edited: result.edited };
    },
  };
}

/** The template's columns the values set (the time as stored). */
function templateOf(series: SeriesRow, values: Partial<GameEditValues>): Partial<SeriesRow> {
  const template: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    if (value !== undefined && templateColumns.has(field) && field in series) template[field] = value;
  }
  if (typeof template.time === 'string') template.time = template.time.slice(0, 5);
  return template as Partial<SeriesRow>;
}

export type SeriesEditService = ReturnType<typeof createSeriesEditService>;
