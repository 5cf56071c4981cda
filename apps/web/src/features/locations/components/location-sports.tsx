import { LOCATION_SPORT_ICONS_MAX } from '@rally/shared/locations/locations.schemas';
import { sportInfo } from '@rally/shared/sports';
import { SportIcon } from '../../../components/sport-icon/sport-icon.tsx';

/** Up to 5 sport icons (spec document 2 §9), then "+N" for the rest; each named for screen readers. */
export function LocationSports({ sports }: { sports: readonly string[] }) {
  if (sports.length === 0) return null;
  const shown = sports.slice(0, LOCATION_SPORT_ICONS_MAX);
  const more = sports.length - shown.length;
  return (
    <ul aria-label="Sports played here" className="flex flex-wrap items-center gap-1">
      {shown.map((sport) => {
        const info = sportInfo(sport);
        return (
          <li
            key={info.name}
            title={info.label}
            className="flex size-8 items-center justify-center rounded-full bg-muted text-base"
          >
            <SportIcon sport={info.name} />
            <span className="sr-only">{info.label}</span>
          </li>
        );
      })}
      {more > 0 ? (
        <li className="px-1 text-sm font-semibold text-muted-foreground">
          <span aria-hidden>+{more}</span>
          <span className="sr-only">and {more} more</span>
        </li>
      ) : null}
    </ul>
  );
}
