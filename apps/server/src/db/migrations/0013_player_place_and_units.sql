ALTER TABLE "leagues" ADD COLUMN "place" text;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "distance_unit" text;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_position_pair" CHECK (("leagues"."latitude" is null) = ("leagues"."longitude" is null));--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_position_pair" CHECK (("user_profiles"."latitude" is null) = ("user_profiles"."longitude" is null));--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_distance_unit" CHECK ("user_profiles"."distance_unit" is null or "user_profiles"."distance_unit" in ('mi', 'km'));