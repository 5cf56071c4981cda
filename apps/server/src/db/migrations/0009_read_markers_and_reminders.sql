CREATE TABLE "game_reminders_sent" (
	"game_id" uuid NOT NULL,
	"mark" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_reminders_sent_game_id_mark_starts_at_pk" PRIMARY KEY("game_id","mark","starts_at")
);
--> statement-breakpoint
CREATE TABLE "message_read_markers" (
	"reader_id" text NOT NULL,
	"friend_id" text NOT NULL,
	"read_until" timestamp with time zone,
	"notified_until" timestamp with time zone,
	CONSTRAINT "message_read_markers_reader_id_friend_id_pk" PRIMARY KEY("reader_id","friend_id")
);
--> statement-breakpoint
ALTER TABLE "game_reminders_sent" ADD CONSTRAINT "game_reminders_sent_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_read_markers" ADD CONSTRAINT "message_read_markers_reader_id_users_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_read_markers" ADD CONSTRAINT "message_read_markers_friend_id_users_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;