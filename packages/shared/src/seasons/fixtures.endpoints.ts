import { endpoint } from '../endpoint.ts';

const schemas = () => import('./fixtures.schemas.ts');

export const fixturesEndpoints = {
  generateSeasonFixtures: endpoint(
    'POST',
    '/api/seasons/:seasonId/fixtures',
    () =>
      schemas().then((s) => ({
        params: s.seasonFixturesParams,
        body: s.generateFixturesInput,
        response: s.fixtureListSchema,
      })),
    { status: 201 },
  ),
  listSeasonFixtures: endpoint('GET', '/api/seasons/:seasonId/fixtures', () =>
    schemas().then((s) => ({
      params: s.seasonFixturesParams,
      query: s.fixtureListQuery,
      response: s.fixtureListSchema,
    })),
  ),
  moveSeasonFixture: endpoint('PATCH', '/api/season-fixtures/:fixtureId', () =>
    schemas().then((s) => ({
      params: s.fixtureIdParams,
      body: s.moveFixtureInput,
      response: s.fixtureSchema,
    })),
  ),
  // iCalendar files, not JSON: calendar apps subscribe to the addresses the fixture list gives, nothing
  // `call`s them. The path ends in `.ics` (the last parameter carries it).
  getSeasonCalendarFeed: endpoint('GET', '/api/calendar/seasons/:feedToken', () =>
    schemas().then((s) => ({ params: s.seasonFeedParams })),
  ),
  getSeasonTeamCalendarFeed: endpoint('GET', '/api/calendar/seasons/:feedToken/teams/:teamId', () =>
    schemas().then((s) => ({ params: s.seasonTeamFeedParams })),
  ),
};
