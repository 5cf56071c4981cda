import { FEATURED_SPORTS, SPORT_COUNT } from '../lib/featured-sports.ts';
import { SportBadgeIcon } from './sport-badge-icon.tsx';

const rest = SPORT_COUNT - FEATURED_SPORTS.length;

/**
 * The sports Rally covers: the featured ones as chips in their colours (each keeps white text at
 * 4.5:1), then one chip counting the rest.
 */
export function SportsShowcase() {
  return (
    <section aria-labelledby="every-sport" className="mx-auto max-w-6xl px-4 py-14 text-center sm:px-6">
      <h2 id="every-sport" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        {SPORT_COUNT} sports, one app
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-muted-foreground">
        From pickup basketball to pickleball, climbing to chess: pick the ones you play and Rally finds the
        games.
      </p>
      <ul aria-label="Sports" className="mt-7 flex flex-wrap items-center justify-center gap-2">
        {FEATURED_SPORTS.map((sport) => (
          <li
            key={sport.name}
            className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-white"
            style={{ backgroundColor: sport.color }}
          >
            <SportBadgeIcon sport={sport} />
            {sport.label}
          </li>
        ))}
        <li className="rounded-full border bg-card px-3 py-1.5 text-sm font-semibold text-muted-foreground">
          <span aria-hidden>+{rest}</span>
          <span className="sr-only">and {rest} more</span>
        </li>
      </ul>
    </section>
  );
}
