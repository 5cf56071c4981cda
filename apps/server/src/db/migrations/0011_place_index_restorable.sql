-- games_place_and_start_idx did not survive pg_dump and pg_restore: restore builds indexes with an empty
-- search_path, and building this one inlines earthdistance's ll_to_earth, whose body (before
-- earthdistance 1.2, as on PostgreSQL 15 and 16) is text parsed at that moment and names the `earth`
-- type and cube's functions unqualified: `type "earth" does not exist`, and Rally ran without the index.
-- The place is now computed as ll_to_earth computes it, from cube's functions and earth() bound when this
-- function is created (a standard SQL body stores them resolved, and a dump writes them schema-qualified):
-- nothing is looked up by name when the index is built, restored or used. earth() itself inlines to a
-- constant under any search_path. The value is the same point, without the `earth` domain's check.
-- No SET search_path: a function with one cannot be inlined, and the planner matches a query's
-- game_place_and_start(...) to the index through the inlined expression.
CREATE OR REPLACE FUNCTION game_place_and_start(latitude double precision, longitude double precision, starts_at timestamp with time zone)
RETURNS cube
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN cube(
  cube(
    cube(
      cube(earth() * cos(radians(latitude)) * cos(radians(longitude))),
      earth() * cos(radians(latitude)) * sin(radians(longitude))
    ),
    earth() * sin(radians(latitude))
  ),
  extract(epoch from starts_at at time zone 'UTC')::float8
);--> statement-breakpoint
-- Rebuilt with the new body; IF EXISTS, as a database restored before this migration may lack it.
DROP INDEX IF EXISTS "games_place_and_start_idx";--> statement-breakpoint
CREATE INDEX "games_place_and_start_idx" ON "games" USING gist (game_place_and_start("latitude", "longitude", "starts_at")) WHERE "games"."latitude" is not null and "games"."longitude" is not null;
