DROP INDEX "game_attendance_user_idx";--> statement-breakpoint
CREATE INDEX "game_attendance_record_idx" ON "game_attendance" USING btree ("user_id","settled_at","outcome");