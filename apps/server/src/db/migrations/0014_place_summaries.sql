CREATE TABLE "place_game_days" (
	"place_key" text NOT NULL,
	"day" date NOT NULL,
	"games" integer NOT NULL,
	CONSTRAINT "place_game_days_place_key_day_pk" PRIMARY KEY("place_key","day")
);
--> statement-breakpoint
CREATE TABLE "place_game_kinds" (
	"place_key" text NOT NULL,
	"name" text NOT NULL,
	"sport" text NOT NULL,
	"games" integer NOT NULL,
	CONSTRAINT "place_game_kinds_place_key_name_sport_pk" PRIMARY KEY("place_key","name","sport")
);
--> statement-breakpoint
CREATE TABLE "place_summaries" (
	"place_key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sports" text[] NOT NULL,
	"game_count" integer NOT NULL,
	"free_games" integer NOT NULL,
	"paid_games" integer NOT NULL,
	"latitude_sum" double precision NOT NULL,
	"longitude_sum" double precision NOT NULL,
	"positioned_games" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "place_game_days_day_idx" ON "place_game_days" USING btree ("day","place_key","games");--> statement-breakpoint
-- The places where games are played, kept in the same transaction as every game written (decision 21).
-- `changes` holds signed counts per place, spelling, sport, cost and UTC day of start:
-- [{key, name, sport, venue_cost, day, games, lat_sum, lng_sum, positioned}], negative for games gone.
-- Counters are added (never read and written back), so concurrent writers at one place add up; a
-- summary's spelling and sports are then chosen again from its kinds, after its row is locked by the
-- counters' update, so the last writer at a place sees every committed kind.
CREATE FUNCTION place_summary_rows(changes jsonb)
RETURNS TABLE (key text, name text, sport text, venue_cost text, day date, games int,
               lat_sum float8, lng_sum float8, positioned int)
LANGUAGE sql IMMUTABLE AS $$
  SELECT * FROM jsonb_to_recordset(changes) AS c(
    key text, name text, sport text, venue_cost text, day date, games int,
    lat_sum float8, lng_sum float8, positioned int
  )
$$;
--> statement-breakpoint
CREATE FUNCTION place_summaries_apply(changes jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO place_summaries AS s (place_key, name, sports, game_count, free_games, paid_games,
                                    latitude_sum, longitude_sum, positioned_games)
  SELECT key, min(name), '{}', sum(games),
         coalesce(sum(games) FILTER (WHERE venue_cost = 'free'), 0),
         coalesce(sum(games) FILTER (WHERE venue_cost = 'paid'), 0),
         sum(lat_sum), sum(lng_sum), sum(positioned)
  FROM place_summary_rows(changes) GROUP BY key ORDER BY key
  ON CONFLICT (place_key) DO UPDATE SET
    game_count = s.game_count + excluded.game_count,
    free_games = s.free_games + excluded.free_games,
    paid_games = s.paid_games + excluded.paid_games,
    latitude_sum = s.latitude_sum + excluded.latitude_sum,
    longitude_sum = s.longitude_sum + excluded.longitude_sum,
    positioned_games = s.positioned_games + excluded.positioned_games;

  INSERT INTO place_game_kinds AS k (place_key, name, sport, games)
  SELECT key, name, sport, sum(games) FROM place_summary_rows(changes) GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (place_key, name, sport) DO UPDATE SET games = k.games + excluded.games;

  INSERT INTO place_game_days AS d (place_key, day, games)
  SELECT key, day, sum(games) FROM place_summary_rows(changes) GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (place_key, day) DO UPDATE SET games = d.games + excluded.games;

  DELETE FROM place_game_kinds WHERE games <= 0 AND place_key IN (SELECT c.key FROM place_summary_rows(changes) AS c);
  DELETE FROM place_game_days WHERE games <= 0 AND place_key IN (SELECT c.key FROM place_summary_rows(changes) AS c);
  DELETE FROM place_summaries WHERE game_count <= 0 AND place_key IN (SELECT c.key FROM place_summary_rows(changes) AS c);

  WITH kinds AS (
    SELECT * FROM place_game_kinds WHERE place_key IN (SELECT c.key FROM place_summary_rows(changes) AS c)
  ),
  spelling AS (
    SELECT place_key, (array_agg(name ORDER BY games DESC, name))[1] AS name
    FROM (SELECT place_key, name, sum(games) AS games FROM kinds GROUP BY 1, 2) AS by_name
    GROUP BY 1
  ),
  played AS (
    SELECT place_key, array_agg(sport ORDER BY games DESC, sport) AS sports
    FROM (SELECT place_key, sport, sum(games) AS games FROM kinds GROUP BY 1, 2) AS by_sport
    GROUP BY 1
  )
  UPDATE place_summaries AS s SET name = spelling.name, sports = played.sports
  FROM spelling JOIN played USING (place_key)
  WHERE s.place_key = spelling.place_key;
END $$;
--> statement-breakpoint
-- One game's contribution, signed: the place is its trimmed location, case ignored; a blank one is no place.
CREATE FUNCTION place_summary_change(location text, sport text, venue_cost text, starts_at timestamptz,
                                     latitude float8, longitude float8, sign int) RETURNS jsonb
LANGUAGE sql IMMUTABLE
RETURN CASE WHEN trim(location) = '' THEN NULL ELSE jsonb_build_object(
  'key', lower(trim(location)), 'name', trim(location), 'sport', sport, 'venue_cost', venue_cost,
  'day', (starts_at AT TIME ZONE 'UTC')::date, 'games', sign,
  'lat_sum', coalesce(latitude, 0) * sign, 'lng_sum', coalesce(longitude, 0) * sign,
  'positioned', CASE WHEN latitude IS NULL THEN 0 ELSE sign END) END;
--> statement-breakpoint
-- Many games at once (a bulk insert, a cascade from a deleted account): one change per place, spelling,
-- sport, cost and day, whatever the number of games.
CREATE FUNCTION place_summaries_of(rows jsonb, sign int) RETURNS jsonb
LANGUAGE sql STABLE
RETURN (
  SELECT coalesce(jsonb_agg(jsonb_build_object(
    'key', key, 'name', name, 'sport', sport, 'venue_cost', venue_cost, 'day', day,
    'games', games * sign, 'lat_sum', lat_sum * sign, 'lng_sum', lng_sum * sign,
    'positioned', positioned * sign)), '[]')
  FROM (
    SELECT lower(trim(g.location)) AS key, trim(g.location) AS name, g.sport, g.venue_cost,
           (g.starts_at AT TIME ZONE 'UTC')::date AS day, count(*) AS games,
           coalesce(sum(g.latitude), 0) AS lat_sum, coalesce(sum(g.longitude), 0) AS lng_sum,
           count(g.latitude) AS positioned
    FROM jsonb_to_recordset(rows) AS g(location text, sport text, venue_cost text, starts_at timestamptz,
                                       latitude float8, longitude float8)
    WHERE trim(g.location) <> ''
    GROUP BY 1, 2, 3, 4, 5
  ) AS grouped
);
--> statement-breakpoint
CREATE FUNCTION place_summaries_on_games_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM place_summaries_apply(place_summaries_of(
    (SELECT coalesce(jsonb_agg(jsonb_build_object('location', location, 'sport', sport,
       'venue_cost', venue_cost, 'starts_at', starts_at, 'latitude', latitude, 'longitude', longitude)), '[]')
     FROM inserted_games), 1));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION place_summaries_on_games_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM place_summaries_apply(place_summaries_of(
    (SELECT coalesce(jsonb_agg(jsonb_build_object('location', location, 'sport', sport,
       'venue_cost', venue_cost, 'starts_at', starts_at, 'latitude', latitude, 'longitude', longitude)), '[]')
     FROM deleted_games), -1));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A game moved, renamed or re-priced: out of its old place and day, into its new ones.
CREATE FUNCTION place_summaries_on_game_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM place_summaries_apply((
    SELECT coalesce(jsonb_agg(change), '[]') FROM (VALUES
      (place_summary_change(OLD.location, OLD.sport, OLD.venue_cost, OLD.starts_at, OLD.latitude, OLD.longitude, -1)),
      (place_summary_change(NEW.location, NEW.sport, NEW.venue_cost, NEW.starts_at, NEW.latitude, NEW.longitude, 1))
    ) AS changes(change) WHERE change IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER place_summaries_after_insert AFTER INSERT ON games
REFERENCING NEW TABLE AS inserted_games
FOR EACH STATEMENT EXECUTE FUNCTION place_summaries_on_games_inserted();
--> statement-breakpoint
CREATE TRIGGER place_summaries_after_delete AFTER DELETE ON games
REFERENCING OLD TABLE AS deleted_games
FOR EACH STATEMENT EXECUTE FUNCTION place_summaries_on_games_deleted();
--> statement-breakpoint
-- Joins and leaves update players_joined on every game row: only a change the summaries count fires this.
CREATE TRIGGER place_summaries_after_update AFTER UPDATE OF location, sport, venue_cost, starts_at, latitude, longitude ON games
FOR EACH ROW WHEN (OLD.location IS DISTINCT FROM NEW.location OR OLD.sport IS DISTINCT FROM NEW.sport
  OR OLD.venue_cost IS DISTINCT FROM NEW.venue_cost OR OLD.starts_at IS DISTINCT FROM NEW.starts_at
  OR OLD.latitude IS DISTINCT FROM NEW.latitude OR OLD.longitude IS DISTINCT FROM NEW.longitude)
EXECUTE FUNCTION place_summaries_on_game_updated();
--> statement-breakpoint
-- Counts every place afresh from the games (this migration's backfill; after a TRUNCATE of games, or to
-- check the summaries): writes to games wait meanwhile.
CREATE FUNCTION rebuild_place_summaries() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE games IN SHARE MODE;
  DELETE FROM place_summaries;
  DELETE FROM place_game_kinds;
  DELETE FROM place_game_days;
  PERFORM place_summaries_apply(place_summaries_of(
    (SELECT coalesce(jsonb_agg(jsonb_build_object('location', location, 'sport', sport,
       'venue_cost', venue_cost, 'starts_at', starts_at, 'latitude', latitude, 'longitude', longitude)), '[]')
     FROM games), 1));
END $$;
--> statement-breakpoint
SELECT rebuild_place_summaries();
