import type { GameDetail } from '@rally/shared/games/games.schemas';
import { shortDate } from '@rally/shared/games/series-dates';
import { CalendarClockIcon, RepeatIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { ConfirmAction } from '../../../components/confirm-action.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useLeaveGame } from '../api/leave-game.ts';
import { useEndSeries, useJoinSeries, useLeaveSeries, useSeries } from '../api/series.ts';
import { RegularsCapForm } from './regulars-cap-form.tsx';

const spotsText = (spotsLeft: number) =>
  spotsLeft <= 0 ? 'Full' : `${spotsLeft} ${spotsLeft === 1 ? 'spot' : 'spots'} left`;

/**
 * A series game's page: the schedule in plain words, the series' upcoming games and regulars, and what
 * the viewer may do with the series ("Join every week", "Skip this week", "Leave the series", and "End
 * series" for its host alone), each only when the server allows it.
 */
export function SeriesSection({ game }: { game: GameDetail }) {
  const seriesId = game.series?.id ?? '';
  const series = useSeries(seriesId);
  const navigate = useNavigate();
  const join = useJoinSeries(seriesId);
  const leave = useLeaveSeries(seriesId);
  const skip = useLeaveGame(game.id);
  const end = useEndSeries(seriesId, () => void navigate(paths.myGames.getHref(), { replace: true }));
  if (!game.series || !series.data) return null;
  const { data } = series;
  const playsThisGame = game.relation === 'participant';

  return (
    <section aria-labelledby="series-title" className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="series-title" className="flex items-center gap-2 text-lg font-bold">
          <RepeatIcon className="size-5" aria-hidden />
          {data.repeats} series
        </h2>
        {data.viewer.isRegular ? <Badge variant="secondary">You're a regular</Badge> : null}
      </div>
      <p className="flex items-center gap-2 text-sm">
        <CalendarClockIcon className="size-4 shrink-0" aria-hidden />
        <span>{data.schedule}</span>
      </p>

      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">Upcoming games</h3>
        {data.upcoming.length === 0 ? (
          <p className="text-sm text-muted-foreground">No upcoming games.</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {data.upcoming.map((upcoming) => (
              <li key={upcoming.id} className="flex flex-wrap items-center justify-between gap-2">
                {upcoming.id === game.id ? (
                  <span className="font-medium" aria-current="page">
                    {shortDate(upcoming.date)} at {upcoming.time} (this game)
                  </span>
                ) : (
                  <Link
                    to={paths.game.getHref(upcoming.id)}
                    className="font-medium underline underline-offset-4"
                  >
                    {shortDate(upcoming.date)} at {upcoming.time}
                  </Link>
                )}
                <span className="text-muted-foreground">
                  {spotsText(upcoming.spotsLeft)}
                  {upcoming.playing ? ' · You play' : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="grid gap-1">
        <h3 className="text-sm font-semibold">
          Regulars ({data.regulars.length}
          {data.regularsCap === null ? '' : ` of ${data.regularsCap}`})
        </h3>
        <p className="text-sm text-muted-foreground">
          {data.regulars.length === 0
            ? 'No regulars yet.'
            : data.regulars.map((regular) => regular.name ?? 'Unknown Player').join(', ')}
        </p>
      </div>

      {data.abilities.canSetRegularsCap ? <RegularsCapForm key={data.regularsCap} series={data} /> : null}

      <div className="flex flex-wrap gap-2">
        {data.abilities.canJoinSeries ? (
          <Button onClick={() => join.mutate()} disabled={join.isPending}>
            Join every week
          </Button>
        ) : null}
        {data.viewer.isRegular && playsThisGame && game.abilities.canLeave ? (
          <Button variant="outline" onClick={() => skip.mutate()} disabled={skip.isPending}>
            Skip this week
          </Button>
        ) : null}
        {data.abilities.canLeaveSeries ? (
          <Button variant="outline" onClick={() => leave.mutate()} disabled={leave.isPending}>
            Leave the series
          </Button>
        ) : null}
        {data.abilities.canEndSeries ? (
          <ConfirmAction
            trigger={<Button variant="destructive">End series</Button>}
            title="End this series?"
            description={`Every upcoming game of ${data.title} will be cancelled, and every player and regular will be told once. This cannot be undone.`}
            confirmLabel="End series"
            cancelLabel="Keep series"
            pending={end.isPending}
            onConfirm={() => end.mutate()}
          />
        ) : null}
      </div>
    </section>
  );
}
