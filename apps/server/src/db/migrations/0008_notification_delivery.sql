CREATE TABLE "delivery_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"link" text,
	"notification_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"game_reminders" boolean DEFAULT true NOT NULL,
	"game_invitations" boolean DEFAULT true NOT NULL,
	"game_cancellations" boolean DEFAULT true NOT NULL,
	"game_activity" boolean DEFAULT true NOT NULL,
	"friend_requests" boolean DEFAULT true NOT NULL,
	"leagues" boolean DEFAULT true NOT NULL,
	"messages" boolean DEFAULT true NOT NULL,
	"push" boolean DEFAULT true NOT NULL,
	"email" boolean DEFAULT false NOT NULL,
	"sms" boolean DEFAULT false NOT NULL,
	"email_unsubscribed" text[] DEFAULT '{}' NOT NULL,
	"phone" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_success_at" timestamp with time zone,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "delivery_outbox" ADD CONSTRAINT "delivery_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
-- The profile's stored preferences (games, friends, leagues, messages) move into the typed table; a key
-- never saved keeps the spec's default (on).
INSERT INTO "notification_preferences" ("user_id", "game_activity", "friend_requests", "leagues", "messages")
SELECT "user_id",
	coalesce(("notification_preferences"->>'games')::boolean, true),
	coalesce(("notification_preferences"->>'friends')::boolean, true),
	coalesce(("notification_preferences"->>'leagues')::boolean, true),
	coalesce(("notification_preferences"->>'messages')::boolean, true)
FROM "user_profiles"
WHERE "notification_preferences" ?| array['games', 'friends', 'leagues', 'messages'];--> statement-breakpoint
ALTER TABLE "user_profiles" DROP COLUMN "notification_preferences";--> statement-breakpoint
ALTER TABLE "user_profiles" DROP COLUMN "push_enabled";--> statement-breakpoint
ALTER TABLE "user_profiles" DROP COLUMN "push_token";