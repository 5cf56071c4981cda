CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "game_invitations" (
	"game_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"invited_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_invitations_game_id_user_id_pk" PRIMARY KEY("game_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "game_join_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_ratings" (
	"game_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"rating" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_ratings_game_id_user_id_pk" PRIMARY KEY("game_id","user_id"),
	CONSTRAINT "game_ratings_range" CHECK ("game_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "game_waitlist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"sport" text NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"time_zone" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"location" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"max_players" integer NOT NULL,
	"players_joined" integer DEFAULT 1 NOT NULL,
	"host_id" text NOT NULL,
	"skill_level" text DEFAULT 'any' NOT NULL,
	"gender" text DEFAULT 'co-ed' NOT NULL,
	"venue_cost" text DEFAULT 'free' NOT NULL,
	"cost_amount" numeric(10, 2),
	"description" text,
	"is_private" boolean DEFAULT false NOT NULL,
	"game_format" text,
	"what_to_bring" text,
	"activity_recorded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_players_range" CHECK ("games"."max_players" between 2 and 30),
	CONSTRAINT "games_players_joined_range" CHECK ("games"."players_joined" between 0 and "games"."max_players"),
	CONSTRAINT "games_cost_only_when_paid" CHECK ("games"."venue_cost" = 'paid' or "games"."cost_amount" is null),
	CONSTRAINT "games_position_pair" CHECK (("games"."latitude" is null) = ("games"."longitude" is null))
);
--> statement-breakpoint
CREATE TABLE "sportsmanship_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reviewer_id" text NOT NULL,
	"reviewed_user_id" text NOT NULL,
	"game_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sportsmanship_reviews_range" CHECK ("sportsmanship_reviews"."rating" between 1 and 5),
	CONSTRAINT "sportsmanship_reviews_not_self" CHECK ("sportsmanship_reviews"."reviewer_id" <> "sportsmanship_reviews"."reviewed_user_id")
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_invitations" ADD CONSTRAINT "game_invitations_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_invitations" ADD CONSTRAINT "game_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_invitations" ADD CONSTRAINT "game_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_join_requests" ADD CONSTRAINT "game_join_requests_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_join_requests" ADD CONSTRAINT "game_join_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_participants" ADD CONSTRAINT "game_participants_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_participants" ADD CONSTRAINT "game_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_ratings" ADD CONSTRAINT "game_ratings_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_ratings" ADD CONSTRAINT "game_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_waitlist" ADD CONSTRAINT "game_waitlist_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_waitlist" ADD CONSTRAINT "game_waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsmanship_reviews" ADD CONSTRAINT "sportsmanship_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsmanship_reviews" ADD CONSTRAINT "sportsmanship_reviews_reviewed_user_id_users_id_fk" FOREIGN KEY ("reviewed_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsmanship_reviews" ADD CONSTRAINT "sportsmanship_reviews_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_invitations_user_idx" ON "game_invitations" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_join_requests_game_user_idx" ON "game_join_requests" USING btree ("game_id","user_id");--> statement-breakpoint
CREATE INDEX "game_join_requests_user_idx" ON "game_join_requests" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_participants_game_user_idx" ON "game_participants" USING btree ("game_id","user_id");--> statement-breakpoint
CREATE INDEX "game_participants_user_idx" ON "game_participants" USING btree ("user_id","joined_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_waitlist_game_user_idx" ON "game_waitlist" USING btree ("game_id","user_id");--> statement-breakpoint
CREATE INDEX "game_waitlist_game_line_idx" ON "game_waitlist" USING btree ("game_id","created_at");--> statement-breakpoint
CREATE INDEX "game_waitlist_user_idx" ON "game_waitlist" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "games_starts_at_idx" ON "games" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "games_sport_starts_at_idx" ON "games" USING btree ("sport","starts_at");--> statement-breakpoint
CREATE INDEX "games_host_id_idx" ON "games" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "games_created_at_idx" ON "games" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "games_location_idx" ON "games" USING btree (lower("location"));--> statement-breakpoint
CREATE INDEX "games_search_idx" ON "games" USING gin ((lower("title" || ' ' || "location")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "games_position_idx" ON "games" USING gist (ll_to_earth("latitude", "longitude")) WHERE "games"."latitude" is not null and "games"."longitude" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sportsmanship_reviews_once_idx" ON "sportsmanship_reviews" USING btree ("game_id","reviewer_id","reviewed_user_id");--> statement-breakpoint
CREATE INDEX "sportsmanship_reviews_reviewed_idx" ON "sportsmanship_reviews" USING btree ("reviewed_user_id","created_at");