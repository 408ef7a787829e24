ALTER TABLE "kick_sessions" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "kick_sessions" CASCADE;--> statement-breakpoint
ALTER TABLE "kick_count_readings" ADD COLUMN "running" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "kick_count_readings" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "kick_count_readings_running_key" ON "kick_count_readings" USING btree ("monitor_id") WHERE "kick_count_readings"."running";