import { sportInfo } from '@rally/shared/sports';

/** How many sports a friend's row shows before the rest become a count (spec document 1 §9). */
const SHOWN_SPORTS = 2;

/** A friend's first two sports as coloured badges, then `+N` for the rest. */
export function FriendSportBadges({ sports }: { sports: readonly string[] }) {
  if (sports.length === 0) return null;
  const rest = sports.length - SHOWN_SPORTS;
  return (
    <ul aria-label="Sports" className="flex flex-wrap items-center gap-1">
      {sports.slice(0, SHOWN_SPORTS).map((sport) => {
        const info = sportInfo(sport);
        return (
          <li
            key={info.name}
            className="inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold text-white"
            style={{ backgroundColor: info.color }}
          >
            <span aria-hidden>{info.icon}</span>
            {info.label}
          </li>
        );
      })}
      {rest > 0 ? (
        <li className="rounded-full border px-2 py-0.5 text-xs font-semibold text-muted-foreground">
          <span aria-hidden>+{rest}</span>
          <span className="sr-only">and {rest} more</span>
        </li>
      ) : null}
    </ul>
  );
}
