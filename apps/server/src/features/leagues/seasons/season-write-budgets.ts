import { apiErrorSchema } from '@rally/shared/errors';
import {
  SEASON_CREATIONS_PER_HOUR,
  SEASON_FIXTURE_MOVES_PER_HOUR,
  SEASON_PLACEMENT_REQUESTS_PER_HOUR,
  SEASON_RESULT_WRITES_PER_HOUR,
  SEASON_SETUP_CHANGES_PER_HOUR,
} from '@rally/shared/limits';
import type { FastifyInstance } from 'fastify';
import type { AttemptLimiters } from '../../../plugins/rate-limits.ts';
import { HOUR_MS, perAccountWrites } from '../league-write-budgets.ts';

/**
 * The hourly budgets of a season's writes, per account. Each write tells players something (a
 * placement, a moved fixture, a result to confirm), so an account taken over, or a script, could flood
 * a league's players with notices; the numbers (packages/shared/src/limits.ts) stop a burst where a real
 * organiser, captain or player never reaches them.
 */
const SEASON_WRITE_GROUPS = {
  'season-create': {
    perHour: SEASON_CREATIONS_PER_HOUR,
    message: `You have created ${SEASON_CREATIONS_PER_HOUR} seasons in the past hour, as many as Rally allows. Try again later.`,
    operations: ['createSeason'],
  },
  'season-setup': {
    perHour: SEASON_SETUP_CHANGES_PER_HOUR,
    message: "You've made a lot of changes to seasons, teams and rosters in the last hour. Try again later.",
    operations: [
      'updateSeason',
      'deleteSeason',
      'createSeasonTeam',
      'updateSeasonTeam',
      'deleteSeasonTeam',
      'putSeasonTeamPlayer',
      'removeSeasonTeamPlayer',
      'generateSeasonFixtures',
      'seedSeasonPlayoffs',
    ],
  },
  'season-fixture-move': {
    perHour: SEASON_FIXTURE_MOVES_PER_HOUR,
    message: "You've moved a lot of fixtures in the last hour. Try again later.",
    operations: ['moveSeasonFixture'],
  },
  'season-result': {
    perHour: SEASON_RESULT_WRITES_PER_HOUR,
    message:
      "You've reported, confirmed, disputed or settled a lot of results in the last hour. Try again later.",
    operations: [
      'reportSeasonFixtureResult',
      'confirmSeasonFixtureResult',
      'disputeSeasonFixtureResult',
      'settleSeasonFixtureResult',
    ],
  },
  'season-placement-request': {
    perHour: SEASON_PLACEMENT_REQUESTS_PER_HOUR,
    message: "You've asked to be placed in a team a lot in the last hour. Try again later.",
    operations: ['askForPlacement', 'withdrawPlacementRequest'],
  },
} as const satisfies Record<string, { perHour: number; message: string; operations: readonly string[] }>;

export type SeasonWriteGroup = keyof typeof SEASON_WRITE_GROUPS;

/** The text a player reads past each budget (the tests check it). */
export const seasonWriteBudgetMessages = Object.fromEntries(
  Object.entries(SEASON_WRITE_GROUPS).map(([group, { message }]) => [group, message]),
) as Record<SeasonWriteGroup, string>;

const GROUP_OF_OPERATION = new Map<string, SeasonWriteGroup>(
  Object.entries(SEASON_WRITE_GROUPS).flatMap(([group, { operations }]) =>
    operations.map((operation) => [operation, group as SeasonWriteGroup] as const),
  ),
);

/** A season write route and the budget it spends: `POST /api/leagues/:id/seasons` → `season-create`. */
export type SeasonWriteRoute = { method: string; url: string; group: SeasonWriteGroup };

declare module 'fastify' {
  interface FastifyInstance {
    /** The season write routes and the budget each spends, as registered: for tests and tools. */
    seasonWriteBudgets: { routes: readonly SeasonWriteRoute[] };
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Registers the season routes (`registerRoutes`) in one scope where every write route is charged to
 * its account's budget: the group is found by the route's operationId, and a write route without one
 * stops the app at start, so a season route added later cannot go without a budget. A success (2xx)
 * spends the budget; a refusal writes nothing and costs nothing. Past it: 429 with the group's words.
 */
export async function registerSeasonRoutesWithBudgets(
  app: FastifyInstance,
  {
    attemptLimiter,
    registerRoutes,
  }: { attemptLimiter: AttemptLimiters; registerRoutes(scope: FastifyInstance): Promise<void> },
) {
  const hooksOf = Object.fromEntries(
    Object.entries(SEASON_WRITE_GROUPS).map(([group, { perHour, message }]) => [
      group,
      perAccountWrites(
        attemptLimiter(group, { perAddress: { max: perHour, windowMs: HOUR_MS } }),
        message,
        (status) => status >= 200 && status < 300,
      ),
    ]),
  ) as Record<SeasonWriteGroup, ReturnType<typeof perAccountWrites>>;
  const routes: SeasonWriteRoute[] = [];
  app.decorate('seasonWriteBudgets', { routes });

  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (methods.every((method) => READS.has(method))) return;
      const operationId = (route.schema as { operationId?: string } | undefined)?.operationId ?? '';
      const group = GROUP_OF_OPERATION.get(operationId);
      if (!group) {
        throw new Error(
          `${methods.join(', ')} ${route.url} writes to a season without a budget: name its operationId (${operationId || 'none'}) in a group of season-write-budgets.ts`,
        );
      }
      const { preHandler, onSend } = hooksOf[group];
      // Last of the route's hooks: a replayed request (idempotency) or one over the per-address limit
      // is answered before it spends the account's budget.
      route.preHandler = [...listOf(route.preHandler), preHandler];
      route.onSend = [...listOf(route.onSend), onSend];
      route.schema = {
        ...route.schema,
        response: { ...(route.schema?.response as object | undefined), 429: apiErrorSchema },
      };
      routes.push({ method: methods.join(', '), url: route.url, group });
    });
    await registerRoutes(scope);
  });
}

function listOf<T>(hooks: T | T[] | undefined): T[] {
  if (!hooks) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
