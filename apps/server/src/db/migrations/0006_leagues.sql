CREATE TABLE "league_game_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"game_type" text DEFAULT 'casual' NOT NULL,
	"game_date" date NOT NULL,
	"game_time" text NOT NULL,
	"time_zone" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"location" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"description" text,
	"max_players_per_team" integer DEFAULT 10 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"game_status" text,
	"requesting_league_id" uuid NOT NULL,
	"target_league_id" uuid NOT NULL,
	"requester_user_id" text NOT NULL,
	"responded_by" text,
	"responded_at" timestamp with time zone,
	"game_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "league_game_requests_players_range" CHECK ("league_game_requests"."max_players_per_team" between 2 and 50),
	CONSTRAINT "league_game_requests_two_leagues" CHECK ("league_game_requests"."requesting_league_id" <> "league_game_requests"."target_league_id")
);
--> statement-breakpoint
CREATE TABLE "league_game_results" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"winner_league_id" uuid NOT NULL,
	"loser_league_id" uuid NOT NULL,
	"score_winner" integer,
	"score_loser" integer,
	"notes" text,
	"reported_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "league_game_results_scores" CHECK (coalesce("league_game_results"."score_winner", 0) >= 0 and coalesce("league_game_results"."score_loser", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "league_join_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"league_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "league_memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"league_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"is_creator" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "league_news_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"league_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"url" text NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "league_news_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"league_id" uuid NOT NULL,
	"author_id" text NOT NULL,
	"title" text NOT NULL,
	"content" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "league_sections" (
	"league_id" uuid NOT NULL,
	"tab" text NOT NULL,
	"title" text,
	"content" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "league_sections_league_id_tab_pk" PRIMARY KEY("league_id","tab")
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sport" text NOT NULL,
	"description" text,
	"skill_level" text NOT NULL,
	"max_members" integer,
	"is_private" boolean DEFAULT false NOT NULL,
	"member_count" integer DEFAULT 1 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leagues_max_members_range" CHECK ("leagues"."max_members" is null or "leagues"."max_members" between 2 and 50),
	CONSTRAINT "leagues_member_count_range" CHECK ("leagues"."member_count" >= 1 and ("leagues"."max_members" is null or "leagues"."member_count" <= "leagues"."max_members"))
);
--> statement-breakpoint
ALTER TABLE "games" DROP CONSTRAINT "games_players_range";--> statement-breakpoint
ALTER TABLE "league_game_requests" ADD CONSTRAINT "league_game_requests_requesting_league_id_leagues_id_fk" FOREIGN KEY ("requesting_league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_game_requests" ADD CONSTRAINT "league_game_requests_target_league_id_leagues_id_fk" FOREIGN KEY ("target_league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_game_requests" ADD CONSTRAINT "league_game_requests_requester_user_id_users_id_fk" FOREIGN KEY ("requester_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_game_requests" ADD CONSTRAINT "league_game_requests_responded_by_users_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_game_requests" ADD CONSTRAINT "league_game_requests_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_game_results" ADD CONSTRAINT "league_game_results_request_id_league_game_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."league_game_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_game_results" ADD CONSTRAINT "league_game_results_winner_league_id_leagues_id_fk" FOREIGN KEY ("winner_league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_game_results" ADD CONSTRAINT "league_game_results_loser_league_id_leagues_id_fk" FOREIGN KEY ("loser_league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_game_results" ADD CONSTRAINT "league_game_results_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_join_requests" ADD CONSTRAINT "league_join_requests_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_join_requests" ADD CONSTRAINT "league_join_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_memberships" ADD CONSTRAINT "league_memberships_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_memberships" ADD CONSTRAINT "league_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_news_images" ADD CONSTRAINT "league_news_images_post_id_league_news_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."league_news_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_news_images" ADD CONSTRAINT "league_news_images_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_news_images" ADD CONSTRAINT "league_news_images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_news_posts" ADD CONSTRAINT "league_news_posts_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_news_posts" ADD CONSTRAINT "league_news_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_sections" ADD CONSTRAINT "league_sections_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_sections" ADD CONSTRAINT "league_sections_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "league_game_requests_requesting_idx" ON "league_game_requests" USING btree ("requesting_league_id","created_at");--> statement-breakpoint
CREATE INDEX "league_game_requests_target_idx" ON "league_game_requests" USING btree ("target_league_id","created_at");--> statement-breakpoint
CREATE INDEX "league_game_requests_game_idx" ON "league_game_requests" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "league_game_results_winner_idx" ON "league_game_results" USING btree ("winner_league_id","created_at");--> statement-breakpoint
CREATE INDEX "league_game_results_loser_idx" ON "league_game_results" USING btree ("loser_league_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "league_join_requests_league_user_idx" ON "league_join_requests" USING btree ("league_id","user_id");--> statement-breakpoint
CREATE INDEX "league_join_requests_pending_idx" ON "league_join_requests" USING btree ("league_id","created_at") WHERE "league_join_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "league_join_requests_user_idx" ON "league_join_requests" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "league_memberships_league_user_idx" ON "league_memberships" USING btree ("league_id","user_id");--> statement-breakpoint
CREATE INDEX "league_memberships_user_idx" ON "league_memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "league_news_images_post_idx" ON "league_news_images" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "league_news_images_league_idx" ON "league_news_images" USING btree ("league_id","created_at");--> statement-breakpoint
CREATE INDEX "league_news_posts_league_idx" ON "league_news_posts" USING btree ("league_id","created_at");--> statement-breakpoint
CREATE INDEX "leagues_sport_members_idx" ON "leagues" USING btree ("sport","member_count");--> statement-breakpoint
CREATE INDEX "leagues_members_idx" ON "leagues" USING btree ("member_count");--> statement-breakpoint
CREATE INDEX "leagues_created_by_idx" ON "leagues" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "leagues_name_search_idx" ON "leagues" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_players_range" CHECK ("games"."max_players" between 2 and 100);