import type { AttemptBudget, Window } from './attempt-limiter.ts';

/** One row of the README's limits table: what is limited, per whom, how many, per how long. */
export type LimitRow = { what: string; perWhom: string; howMany: number; perHowLong: string };

/**
 * Who each attempt limiter counts, by the name it is created with. The limiter itself only sees keys;
 * the words are here so the README's table can say it, and a limiter added without them fails the
 * limits table's test instead of going undocumented.
 */
const ATTEMPT_LIMITERS: Record<string, { what: string; perAddress: string; perAccount?: string }> = {
  'sign-in': {
    what: 'Wrong passwords',
    perAddress: 'account and client address',
    perAccount: 'account, from every address together',
  },
  'code-request': {
    what: 'Emailed codes asked for (sign-up, password reset, username reminder)',
    perAddress: 'email and client address',
    perAccount: 'email, from every address together',
  },
  'code-check': {
    what: 'Wrong codes',
    perAddress: 'email and client address',
    perAccount: 'email, from every address together',
  },
  'sign-up-taken': { what: 'Sign-ups answered "already taken"', perAddress: 'client address' },
  'game-create': { what: 'Games created', perAddress: 'account' },
  'game-join-request': { what: 'Requests to join private games', perAddress: 'account' },
  'game-invitations': { what: 'Game invitations sent', perAddress: 'account' },
  'game-join-leave': { what: 'Joins and leaves of one game', perAddress: 'account and game' },
  'league-join-request': { what: 'Requests to join leagues', perAddress: 'account' },
  'league-invitations': { what: 'League invitation emails sent', perAddress: 'account' },
  'league-create': { what: 'Leagues created', perAddress: 'account' },
  'league-news-post': { what: 'League news posts published', perAddress: 'account' },
  'season-create': { what: 'Seasons created', perAddress: 'account' },
  'season-setup': {
    what: "Season changes: a season's rules, teams, rosters, fixtures generated, playoffs seeded",
    perAddress: 'account',
  },
  'season-fixture-move': { what: 'Season fixtures moved', perAddress: 'account' },
  'season-result': {
    what: 'Season results reported, confirmed, disputed or settled',
    perAddress: 'account',
  },
  'season-placement-request': {
    what: 'Requests to be placed in a season team, asked or withdrawn',
    perAddress: 'account',
  },
};

/**
 * Limits that are not counted over a window but held at once (open sockets, devices): each names the
 * constant the code enforces, so the table cannot drift from it.
 */
export type StandingLimit = { what: string; perWhom: string; howMany: number };

/**
 * Collects the limits the app enforces as it is built: the per-address limit of each route, every
 * attempt limiter, and the standing caps features declare. The README's limits table is rendered from it.
 */
export function createLimitsCatalogue() {
  const routeLimits: LimitRow[] = [];
  const limiters = new Map<string, AttemptBudget>();
  const standing: StandingLimit[] = [];

  return {
    addRouteLimit(route: { method: string; url: string; summary?: string }, max: number, timeWindow: string) {
      const name = route.summary
        ? `${route.summary} (\`${route.method} ${route.url}\`)`
        : `\`${route.method} ${route.url}\``;
      routeLimits.push({ what: name, perWhom: 'client address', howMany: max, perHowLong: timeWindow });
    },
    addAttemptLimiter(name: string, budget: AttemptBudget) {
      limiters.set(name, budget);
    },
    addStandingLimit(limit: StandingLimit) {
      standing.push(limit);
    },
    /** Limiters created without words for the table: a test lists them so they get some. */
    undescribedLimiters(): string[] {
      return [...limiters.keys()].filter((name) => !(name in ATTEMPT_LIMITERS));
    },
    rows(): LimitRow[] {
      const limiterRows = [...limiters].flatMap(([name, budget]) => {
        const words = ATTEMPT_LIMITERS[name];
        if (!words) return [];
        const rows = [windowRow(words.what, words.perAddress, budget.perAddress)];
        if (budget.perAccount && words.perAccount)
          rows.push(windowRow(words.what, words.perAccount, budget.perAccount));
        return rows;
      });
      const standingRows = standing.map((limit) => ({ ...limit, perHowLong: 'at once' }));
      return [...limiterRows, ...routeLimits, ...standingRows].sort((a, b) => a.what.localeCompare(b.what));
    },
  };
}

export type LimitsCatalogue = ReturnType<typeof createLimitsCatalogue>;

function windowRow(what: string, perWhom: string, window: Window): LimitRow {
  return { what, perWhom, howMany: window.max, perHowLong: describeWindow(window.windowMs) };
}

const UNITS: [ms: number, singular: string][] = [
  [24 * 60 * 60 * 1000, 'day'],
  [60 * 60 * 1000, 'hour'],
  [60 * 1000, 'minute'],
  [1000, 'second'],
];

/** A window in the words a route's `timeWindow` uses: `15 minutes`, `1 hour`. */
export function describeWindow(windowMs: number): string {
  for (const [unitMs, unit] of UNITS) {
    if (windowMs % unitMs === 0) {
      const count = windowMs / unitMs;
      return `${count} ${unit}${count === 1 ? '' : 's'}`;
    }
  }
  return `${windowMs} ms`;
}

/** The rows as a Markdown table, the form the README holds between its limits markers. */
export function renderLimitsTable(rows: LimitRow[]): string {
  const lines = ['| What | Per whom | How many | Per how long |', '| --- | --- | --- | --- |'];
  for (const row of rows) {
    const cells = [row.what, row.perWhom, String(row.howMany), row.perHowLong].map((cell) =>
      cell.replaceAll('|', '\\|'),
    );
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
