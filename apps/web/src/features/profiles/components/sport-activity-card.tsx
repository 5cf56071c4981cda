import type { SportActivity } from '@rally/shared/profiles/profiles.schemas';
import { sportInfo } from '@rally/shared/sports';
import { ActivityIcon } from 'lucide-react';
import { SportIcon } from '../../../components/sport-icon/sport-icon.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

const timesPlayed = (count: number) => (count === 1 ? 'Played once' : `Played ${count} times`);

/** "3 wins · 1 loss · 0 draws": the recorded results in the sport, once there is one. */
const resultsText = ({ wins, losses, draws }: SportActivity) =>
  wins + losses + draws === 0
    ? null
    : `${wins} ${wins === 1 ? 'win' : 'wins'} · ${losses} ${losses === 1 ? 'loss' : 'losses'} · ${draws} ${draws === 1 ? 'draw' : 'draws'}`;

/** How often the player has played each sport, most played first; a full bar is 20 games. */
export function SportActivityCard({ activities, isOwn }: { activities: SportActivity[]; isOwn: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Sport Activity</CardTitle>
      </CardHeader>
      <CardContent>
        {activities.length === 0 ? (
          <EmptyState
            bordered
            icon={ActivityIcon}
            title="No games played yet"
            detail={isOwn ? 'Play a game and your sports will show up here.' : undefined}
          />
        ) : (
          <ul className="grid gap-4">
            {activities.map((activity) => {
              const info = sportInfo(activity.sport);
              return (
                <li key={activity.sport} className="grid gap-1.5">
                  <div className="flex items-center justify-between gap-2 text-sm">
                    <span className="flex items-center gap-2 font-semibold">
                      <SportIcon sport={info.name} />
                      {info.label}
                    </span>
                    <span className="text-muted-foreground">{timesPlayed(activity.timesPlayed)}</span>
                  </div>
                  {resultsText(activity) ? (
                    <p className="text-sm text-muted-foreground">{resultsText(activity)}</p>
                  ) : null}
                  {/* The text above says the number; the bar only draws it. */}
                  <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
                    <div
                      className="h-full rounded-full"
                      style={{ width: `${activity.barPercent}%`, backgroundColor: info.color }}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
