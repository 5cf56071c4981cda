CREATE TABLE "league_organisers" (
	"league_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "league_organisers_league_id_user_id_pk" PRIMARY KEY("league_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "season_fixture_players" (
	"fixture_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"team_id" uuid NOT NULL,
	"stat" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "season_fixture_players_fixture_id_user_id_pk" PRIMARY KEY("fixture_id","user_id"),
	CONSTRAINT "season_fixture_players_stat" CHECK ("season_fixture_players"."stat" between 0 and 999)
);
--> statement-breakpoint
CREATE TABLE "season_fixtures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"season_id" uuid NOT NULL,
	"stage" text DEFAULT 'regular' NOT NULL,
	"round" integer NOT NULL,
	"bracket_slot" integer,
	"is_third_place" boolean DEFAULT false NOT NULL,
	"home_team_id" uuid NOT NULL,
	"away_team_id" uuid NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"venue" jsonb NOT NULL,
	"game_id" uuid,
	"home_score" integer,
	"away_score" integer,
	"winner_team_id" uuid,
	"result_status" text DEFAULT 'none' NOT NULL,
	"reported_by" text,
	"reported_for_team_id" uuid,
	"reported_at" timestamp with time zone,
	"confirmed_by" text,
	"disputed_by" text,
	"disputed_at" timestamp with time zone,
	"dispute_reason" text,
	"counted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "season_fixtures_two_teams" CHECK ("season_fixtures"."home_team_id" <> "season_fixtures"."away_team_id"),
	CONSTRAINT "season_fixtures_scores" CHECK (coalesce("season_fixtures"."home_score", 0) between 0 and 999 and coalesce("season_fixtures"."away_score", 0) between 0 and 999),
	CONSTRAINT "season_fixtures_score_pair" CHECK (("season_fixtures"."home_score" is null) = ("season_fixtures"."away_score" is null))
);
--> statement-breakpoint
CREATE TABLE "season_placement_requests" (
	"season_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "season_placement_requests_season_id_user_id_pk" PRIMARY KEY("season_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "season_team_players" (
	"season_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "season_team_players_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "season_teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"season_id" uuid NOT NULL,
	"name" text NOT NULL,
	"colour" text NOT NULL,
	"captain_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"league_id" uuid NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"format" text DEFAULT 'single_round_robin' NOT NULL,
	"points_win" integer DEFAULT 3 NOT NULL,
	"points_draw" integer DEFAULT 1 NOT NULL,
	"points_loss" integer DEFAULT 0 NOT NULL,
	"tiebreakers" text[] DEFAULT '{head_to_head,score_difference,scored}'::text[] NOT NULL,
	"playoff_teams" integer DEFAULT 0 NOT NULL,
	"third_place_game" boolean DEFAULT false NOT NULL,
	"registration" text DEFAULT 'closed' NOT NULL,
	"roster_size" integer DEFAULT 15 NOT NULL,
	"stat_label" text,
	"match_weekdays" integer[] NOT NULL,
	"match_times" text[] NOT NULL,
	"time_zone" text NOT NULL,
	"venues" jsonb NOT NULL,
	"stage" text DEFAULT 'setup' NOT NULL,
	"fixtures_generated_at" timestamp with time zone,
	"champion_team_id" uuid,
	"feed_token" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seasons_feed_token_unique" UNIQUE("feed_token"),
	CONSTRAINT "seasons_dates" CHECK ("seasons"."end_date" >= "seasons"."start_date"),
	CONSTRAINT "seasons_playoff_teams" CHECK ("seasons"."playoff_teams" in (0, 2, 4, 8)),
	CONSTRAINT "seasons_roster_size" CHECK ("seasons"."roster_size" between 1 and 50),
	CONSTRAINT "seasons_points" CHECK ("seasons"."points_win" between 0 and 10 and "seasons"."points_draw" between 0 and 10 and "seasons"."points_loss" between 0 and 10)
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "league_id" uuid;--> statement-breakpoint
ALTER TABLE "league_organisers" ADD CONSTRAINT "league_organisers_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_organisers" ADD CONSTRAINT "league_organisers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_fixture_players" ADD CONSTRAINT "season_fixture_players_fixture_id_season_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."season_fixtures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_fixture_players" ADD CONSTRAINT "season_fixture_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_fixture_players" ADD CONSTRAINT "season_fixture_players_team_id_season_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."season_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_fixtures" ADD CONSTRAINT "season_fixtures_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_fixtures" ADD CONSTRAINT "season_fixtures_home_team_id_season_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."season_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_fixtures" ADD CONSTRAINT "season_fixtures_away_team_id_season_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."season_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_fixtures" ADD CONSTRAINT "season_fixtures_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_fixtures" ADD CONSTRAINT "season_fixtures_winner_team_id_season_teams_id_fk" FOREIGN KEY ("winner_team_id") REFERENCES "public"."season_teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_fixtures" ADD CONSTRAINT "season_fixtures_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_fixtures" ADD CONSTRAINT "season_fixtures_reported_for_team_id_season_teams_id_fk" FOREIGN KEY ("reported_for_team_id") REFERENCES "public"."season_teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_fixtures" ADD CONSTRAINT "season_fixtures_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_fixtures" ADD CONSTRAINT "season_fixtures_disputed_by_users_id_fk" FOREIGN KEY ("disputed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_placement_requests" ADD CONSTRAINT "season_placement_requests_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_placement_requests" ADD CONSTRAINT "season_placement_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_team_players" ADD CONSTRAINT "season_team_players_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_team_players" ADD CONSTRAINT "season_team_players_team_id_season_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."season_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_team_players" ADD CONSTRAINT "season_team_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_teams" ADD CONSTRAINT "season_teams_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_teams" ADD CONSTRAINT "season_teams_captain_id_users_id_fk" FOREIGN KEY ("captain_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_champion_team_id_season_teams_id_fk" FOREIGN KEY ("champion_team_id") REFERENCES "public"."season_teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "league_organisers_user_idx" ON "league_organisers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "season_fixture_players_user_idx" ON "season_fixture_players" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "season_fixtures_season_idx" ON "season_fixtures" USING btree ("season_id","stage","round","starts_at");--> statement-breakpoint
CREATE INDEX "season_fixtures_home_idx" ON "season_fixtures" USING btree ("home_team_id");--> statement-breakpoint
CREATE INDEX "season_fixtures_away_idx" ON "season_fixtures" USING btree ("away_team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "season_fixtures_game_idx" ON "season_fixtures" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "season_fixtures_reported_idx" ON "season_fixtures" USING btree ("reported_at") WHERE "season_fixtures"."result_status" = 'reported';--> statement-breakpoint
CREATE UNIQUE INDEX "season_fixtures_bracket_idx" ON "season_fixtures" USING btree ("season_id","round","bracket_slot","is_third_place") WHERE "season_fixtures"."stage" = 'playoff';--> statement-breakpoint
CREATE UNIQUE INDEX "season_team_players_one_team_idx" ON "season_team_players" USING btree ("season_id","user_id");--> statement-breakpoint
CREATE INDEX "season_team_players_user_idx" ON "season_team_players" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "season_teams_season_name_idx" ON "season_teams" USING btree ("season_id",lower("name"));--> statement-breakpoint
CREATE INDEX "season_teams_captain_idx" ON "season_teams" USING btree ("captain_id");--> statement-breakpoint
CREATE INDEX "seasons_league_idx" ON "seasons" USING btree ("league_id","start_date");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_league_idx" ON "games" USING btree ("league_id") WHERE "games"."league_id" is not null;