CREATE TABLE "place_game_weeks" (
	"place_key" text NOT NULL,
	"week" date NOT NULL,
	"games" integer NOT NULL,
	CONSTRAINT "place_game_weeks_place_key_week_pk" PRIMARY KEY("place_key","week")
);
--> statement-breakpoint
CREATE INDEX "place_game_weeks_week_idx" ON "place_game_weeks" USING btree ("week","place_key","games");--> statement-breakpoint
CREATE INDEX "games_starts_at_location_idx" ON "games" USING btree ("starts_at","location");--> statement-breakpoint
-- Games per place and week too (decision 21): the weeks ahead are summed by week, so a read sums a
-- couple of weeks of days and the weeks after, not every day ahead.
CREATE OR REPLACE FUNCTION place_summaries_apply(changes jsonb) RETURNS void
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

  INSERT INTO place_game_weeks AS w (place_key, week, games)
  SELECT key, date_trunc('week', day)::date, sum(games) FROM place_summary_rows(changes) GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (place_key, week) DO UPDATE SET games = w.games + excluded.games;

  DELETE FROM place_game_kinds WHERE games <= 0 AND place_key IN (SELECT c.key FROM place_summary_rows(changes) AS c);
  DELETE FROM place_game_days WHERE games <= 0 AND place_key IN (SELECT c.key FROM place_summary_rows(changes) AS c);
  DELETE FROM place_game_weeks WHERE games <= 0 AND place_key IN (SELECT c.key FROM place_summary_rows(changes) AS c);
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
     FROM games), 1));
END $$;
--> statement-breakpoint
SELECT rebuild_place_summaries();
