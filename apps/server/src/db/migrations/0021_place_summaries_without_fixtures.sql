-- A league season's fixture is its teams' game (decision 43): Find never lists it, so places do not
-- count it either (decision 21). The triggers leave out games with a league, and the summaries are
-- counted afresh without them.
CREATE OR REPLACE FUNCTION place_summaries_on_games_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM place_summaries_apply(place_summaries_of(
    (SELECT coalesce(jsonb_agg(jsonb_build_object('location', location, 'sport', sport,
       'venue_cost', venue_cost, 'starts_at', starts_at, 'latitude', latitude, 'longitude', longitude)), '[]')
     FROM inserted_games WHERE league_id IS NULL), 1));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION place_summaries_on_games_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM place_summaries_apply(place_summaries_of(
    (SELECT coalesce(jsonb_agg(jsonb_build_object('location', location, 'sport', sport,
       'venue_cost', venue_cost, 'starts_at', starts_at, 'latitude', latitude, 'longitude', longitude)), '[]')
     FROM deleted_games WHERE league_id IS NULL), -1));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A game moved, renamed or re-priced: out of its old place and day, into its new ones; a fixture counts
-- in neither.
CREATE OR REPLACE FUNCTION place_summaries_on_game_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM place_summaries_apply((
    SELECT coalesce(jsonb_agg(change), '[]') FROM (VALUES
      (CASE WHEN OLD.league_id IS NULL THEN
        place_summary_change(OLD.location, OLD.sport, OLD.venue_cost, OLD.starts_at, OLD.latitude, OLD.longitude, -1) END),
      (CASE WHEN NEW.league_id IS NULL THEN
        place_summary_change(NEW.location, NEW.sport, NEW.venue_cost, NEW.starts_at, NEW.latitude, NEW.longitude, 1) END)
    ) AS changes(change) WHERE change IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER place_summaries_after_update ON games;
--> statement-breakpoint
-- Joins and leaves update players_joined on every game row: only a change the summaries count fires this.
CREATE TRIGGER place_summaries_after_update AFTER UPDATE OF location, sport, venue_cost, starts_at, latitude, longitude, league_id ON games
FOR EACH ROW WHEN (OLD.location IS DISTINCT FROM NEW.location OR OLD.sport IS DISTINCT FROM NEW.sport
  OR OLD.venue_cost IS DISTINCT FROM NEW.venue_cost OR OLD.starts_at IS DISTINCT FROM NEW.starts_at
  OR OLD.latitude IS DISTINCT FROM NEW.latitude OR OLD.longitude IS DISTINCT FROM NEW.longitude
  OR OLD.league_id IS DISTINCT FROM NEW.league_id)
EXECUTE FUNCTION place_summaries_on_game_updated();
--> statement-breakpoint
-- Counts every place afresh from the games a place lists (fixtures left out): after a TRUNCATE of
-- games, or to check the summaries. Writes to games wait meanwhile.
CREATE OR REPLACE FUNCTION rebuild_place_summaries() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE games IN SHARE MODE;
  DELETE FROM place_summaries;
  DELETE FROM place_game_kinds;
  DELETE FROM place_game_days;
  DELETE FROM place_game_weeks;
  PERFORM place_summaries_apply(place_summaries_of(
    (SELECT coalesce(jsonb_agg(jsonb_build_object('location', location, 'sport', sport,
       'venue_cost', venue_cost, 'starts_at', starts_at, 'latitude', latitude, 'longitude', longitude)), '[]')
     FROM games WHERE league_id IS NULL), 1));
END $$;
--> statement-breakpoint
SELECT rebuild_place_summaries();
