import { sportInfo } from '@rally/shared/sports';
import { cn } from '../lib/cn.ts';
import { SportIcon } from './sport-icon/sport-icon.tsx';

type SportChipsProps = {
  sports: readonly string[];
  /** How many chips show before the rest become one `+N` chip; all show without it. */
  limit?: number;
  className?: string;
};

/**
 * Sports as small coloured chips: emoji and label (each colour keeps white text at 4.5:1), and past
 * `limit` a `+N` chip that a screen reader hears as "and N more". Nothing for no sports.
 */
export function SportChips({ sports, limit = sports.length, className }: SportChipsProps) {
  if (sports.length === 0) return null;
  const rest = sports.length - limit;
  return (
    <ul aria-label="Sports" className={cn('flex flex-wrap items-center gap-1.5', className)}>
      {sports.slice(0, limit).map((sport) => {
        const info = sportInfo(sport);
        return (
          <li
            key={info.name}
            className="inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold text-white"
            style={{ backgroundColor: info.color }}
          >
            <SportIcon sport={info.name} />
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
