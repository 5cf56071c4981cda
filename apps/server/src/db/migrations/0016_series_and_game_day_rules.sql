CREATE TABLE "game_cohosts" (
	"game_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_cohosts_game_id_user_id_pk" PRIMARY KEY("game_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "game_guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"brought_by" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_late_cancellations" (
	"game_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"left_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_late_cancellations_game_id_user_id_pk" PRIMARY KEY("game_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "game_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" text NOT NULL,
	"weekdays" integer[] NOT NULL,
	"interval_weeks" integer DEFAULT 1 NOT NULL,
	"start_date" date NOT NULL,
	"time" text NOT NULL,
	"time_zone" text NOT NULL,
	"ends_after_count" integer,
	"ends_on" date,
	"regulars_cap" integer,
	"title" text NOT NULL,
	"sport" text NOT NULL,
	"location" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"max_players" integer NOT NULL,
	"skill_level" text DEFAULT 'any' NOT NULL,
	"gender" text DEFAULT 'co-ed' NOT NULL,
	"venue_cost" text DEFAULT 'free' NOT NULL,
	"cost_amount" numeric(10, 2),
	"description" text,
	"is_private" boolean DEFAULT false NOT NULL,
	"game_format" text,
	"what_to_bring" text,
	"min_players" integer,
	"decision_hours" integer DEFAULT 2 NOT NULL,
	"join_deadline_hours" integer,
	"leave_deadline_hours" integer,
	"guests_per_player" integer DEFAULT 0 NOT NULL,
	"created_through" date,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_series_interval_range" CHECK ("game_series"."interval_weeks" between 1 and 8),
	CONSTRAINT "game_series_weekdays_given" CHECK (cardinality("game_series"."weekdays") between 1 and 7),
	CONSTRAINT "game_series_players_range" CHECK ("game_series"."max_players" between 2 and 100),
	CONSTRAINT "game_series_count_range" CHECK ("game_series"."ends_after_count" is null or "game_series"."ends_after_count" between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "game_series_cohosts" (
	"series_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_series_cohosts_series_id_user_id_pk" PRIMARY KEY("series_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "game_series_regulars" (
	"series_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_series_regulars_series_id_user_id_pk" PRIMARY KEY("series_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "series_date" date;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "min_players" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "decision_hours" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "game_on_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "called_off_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "called_off_reason" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "join_deadline_hours" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "leave_deadline_hours" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "guests_per_player" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_cohosts" ADD CONSTRAINT "game_cohosts_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_cohosts" ADD CONSTRAINT "game_cohosts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_guests" ADD CONSTRAINT "game_guests_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_guests" ADD CONSTRAINT "game_guests_brought_by_users_id_fk" FOREIGN KEY ("brought_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_late_cancellations" ADD CONSTRAINT "game_late_cancellations_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_late_cancellations" ADD CONSTRAINT "game_late_cancellations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_series" ADD CONSTRAINT "game_series_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_series_cohosts" ADD CONSTRAINT "game_series_cohosts_series_id_game_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."game_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_series_cohosts" ADD CONSTRAINT "game_series_cohosts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_series_regulars" ADD CONSTRAINT "game_series_regulars_series_id_game_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."game_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_series_regulars" ADD CONSTRAINT "game_series_regulars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_cohosts_user_idx" ON "game_cohosts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "game_guests_game_idx" ON "game_guests" USING btree ("game_id","brought_by");--> statement-breakpoint
CREATE INDEX "game_late_cancellations_user_idx" ON "game_late_cancellations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "game_series_host_idx" ON "game_series" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "game_series_running_idx" ON "game_series" USING btree ("created_through") WHERE "game_series"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "game_series_regulars_user_idx" ON "game_series_regulars" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_series_id_game_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."game_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "games_series_date_idx" ON "games" USING btree ("series_id","series_date");--> statement-breakpoint
CREATE INDEX "games_decision_due_idx" ON "games" USING btree ("starts_at") WHERE "games"."min_players" is not null and "games"."decided_at" is null;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_min_players_range" CHECK ("games"."min_players" is null or "games"."min_players" between 2 and "games"."max_players");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_decision_hours_range" CHECK ("games"."decision_hours" between 1 and 168);--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_join_deadline_range" CHECK ("games"."join_deadline_hours" is null or "games"."join_deadline_hours" between 1 and 168);--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_leave_deadline_range" CHECK ("games"."leave_deadline_hours" is null or "games"."leave_deadline_hours" between 1 and 168);--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_guests_per_player_range" CHECK ("games"."guests_per_player" between 0 and 10);--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_series_date_given" CHECK ("games"."series_id" is null or "games"."series_date" is not null);