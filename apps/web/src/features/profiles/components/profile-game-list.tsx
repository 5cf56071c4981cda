import type { ProfileGame } from '@rally/shared/profiles/profiles.schemas';
import { sportInfo } from '@rally/shared/sports';
import { CalendarIcon, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { SportDisc } from '../../../components/sport-disc.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { paths } from '../../../config/paths.ts';
import { formatZonedWhen } from '../../../lib/time-zone.ts';

type ProfileGameListProps = {
  games: ProfileGame[];
  empty: { icon?: LucideIcon; title: string; detail?: string | undefined };
};

/** Games on a profile tab, each opening its page, timed as on the game's page. */
export function ProfileGameList({ games, empty }: ProfileGameListProps) {
  if (games.length === 0) {
    return (
      <EmptyState bordered icon={empty.icon ?? CalendarIcon} title={empty.title} detail={empty.detail} />
    );
  }
  return (
    <ul className="grid gap-2">
      {games.map((game) => {
        const info = sportInfo(game.sport);
        return (
          <li key={game.id}>
            <Link
              to={paths.game.getHref(game.id)}
              className="flex items-center gap-3 rounded-lg border bg-card px-3 py-3 outline-none hover:bg-muted focus-visible:ring-3 focus-visible:ring-ring/60"
            >
              <SportDisc sport={game.sport} />
              {/* The date goes under the title on a phone, so the title keeps the row's width. */}
              <span className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-center sm:gap-3">
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold">{game.title}</span>
                  <span className="block truncate text-sm text-muted-foreground">
                    {info.label} · {game.location}
                  </span>
                </span>
                <time dateTime={game.startDatetime} className="text-sm text-muted-foreground sm:shrink-0">
                  {formatZonedWhen(
                    { startsAt: game.startDatetime, timeZone: game.timeZone },
                    { year: false },
                  )}
                </time>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
