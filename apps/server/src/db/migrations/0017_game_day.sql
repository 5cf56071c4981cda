CREATE TABLE "game_chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"sender_id" text NOT NULL,
	"message" text NOT NULL,
	"is_announcement" boolean DEFAULT false NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_chat_readers" (
	"game_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"read_until" timestamp with time zone,
	"notified_until" timestamp with time zone,
	"muted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "game_chat_readers_game_id_user_id_pk" PRIMARY KEY("game_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "game_attendance" (
	"game_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"checked_in_at" timestamp with time zone,
	"mark" text,
	"marked_by" text,
	"marked_at" timestamp with time zone,
	"outcome" text,
	"settled_at" timestamp with time zone,
	CONSTRAINT "game_attendance_game_id_user_id_pk" PRIMARY KEY("game_id","user_id"),
	CONSTRAINT "game_attendance_mark" CHECK ("game_attendance"."mark" is null or "game_attendance"."mark" in ('present', 'absent')),
	CONSTRAINT "game_attendance_outcome" CHECK ("game_attendance"."outcome" is null or "game_attendance"."outcome" in ('attended', 'no_show', 'late_cancellation'))
);
--> statement-breakpoint
CREATE TABLE "game_team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"team_no" integer NOT NULL,
	"user_id" text,
	"guest_id" uuid,
	CONSTRAINT "game_team_members_one_kind" CHECK (("game_team_members"."user_id" is null) <> ("game_team_members"."guest_id" is null))
);
--> statement-breakpoint
CREATE TABLE "game_teams" (
	"game_id" uuid NOT NULL,
	"team_no" integer NOT NULL,
	"name" text NOT NULL,
	"score" integer,
	CONSTRAINT "game_teams_game_id_team_no_pk" PRIMARY KEY("game_id","team_no"),
	CONSTRAINT "game_teams_no_range" CHECK ("game_teams"."team_no" between 1 and 8),
	CONSTRAINT "game_teams_score_range" CHECK ("game_teams"."score" is null or "game_teams"."score" between 0 and 9999)
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "attendance_settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "teams_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "result_recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "result_recorded_by" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "result_winner" integer;--> statement-breakpoint
ALTER TABLE "game_chat_messages" ADD CONSTRAINT "game_chat_messages_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_chat_messages" ADD CONSTRAINT "game_chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_chat_readers" ADD CONSTRAINT "game_chat_readers_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_chat_readers" ADD CONSTRAINT "game_chat_readers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_attendance" ADD CONSTRAINT "game_attendance_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_attendance" ADD CONSTRAINT "game_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_attendance" ADD CONSTRAINT "game_attendance_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_team_members" ADD CONSTRAINT "game_team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_team_members" ADD CONSTRAINT "game_team_members_guest_id_game_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."game_guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_team_members" ADD CONSTRAINT "game_team_members_game_id_team_no_game_teams_game_id_team_no_fk" FOREIGN KEY ("game_id","team_no") REFERENCES "public"."game_teams"("game_id","team_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_teams" ADD CONSTRAINT "game_teams_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_chat_messages_game_idx" ON "game_chat_messages" USING btree ("game_id","sent_at","id");--> statement-breakpoint
CREATE INDEX "game_chat_messages_announcements_idx" ON "game_chat_messages" USING btree ("game_id","sent_at") WHERE "game_chat_messages"."is_announcement";--> statement-breakpoint
CREATE INDEX "game_chat_readers_user_idx" ON "game_chat_readers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "game_attendance_user_idx" ON "game_attendance" USING btree ("user_id","outcome");--> statement-breakpoint
CREATE UNIQUE INDEX "game_team_members_user_idx" ON "game_team_members" USING btree ("game_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_team_members_guest_idx" ON "game_team_members" USING btree ("game_id","guest_id");--> statement-breakpoint
CREATE INDEX "game_team_members_player_idx" ON "game_team_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_result_recorded_by_users_id_fk" FOREIGN KEY ("result_recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_attendance_due_idx" ON "games" USING btree ("starts_at") WHERE "games"."attendance_settled_at" is null;--> statement-breakpoint
-- Games played before attendance existed have nothing to settle: nobody could check in to them.
UPDATE "games" SET "attendance_settled_at" = "starts_at" WHERE "starts_at" < now();