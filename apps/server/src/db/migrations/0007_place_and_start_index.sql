-- A game's place and start as one 4-D cube: the earth point (ll_to_earth, 3 coordinates in metres)
-- and the start as seconds since 1970-01-01 UTC. The find list's distance filter searches it with a
-- box of place and time, so it reads only upcoming games near the point, soonest first (`~> 7`, the
-- lower bound of the 4th coordinate), instead of every game ever placed there.
-- `extract(epoch from timestamptz)` is only STABLE (its other fields depend on the session's time zone),
-- so the start is read as UTC wall-clock time first: `at time zone 'UTC'` and the epoch of a timestamp
-- without zone are both IMMUTABLE, the value is the same in every session, and an index may hold it.
-- A standard SQL body (RETURN ...) binds cube and ll_to_earth when the function is created: building
-- or using the index under another search_path (PostgreSQL 17 builds indexes under pg_catalog's) still
-- finds them.
CREATE FUNCTION game_place_and_start(latitude double precision, longitude double precision, starts_at timestamp with time zone)
RETURNS cube
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN cube(ll_to_earth(latitude, longitude)::cube, extract(epoch from starts_at at time zone 'UTC')::float8);--> statement-breakpoint
DROP INDEX "games_position_idx";--> statement-breakpoint
CREATE INDEX "games_place_and_start_idx" ON "games" USING gist (game_place_and_start("latitude", "longitude", "starts_at")) WHERE "games"."latitude" is not null and "games"."longitude" is not null;