DROP INDEX "documents_user_id_idx";--> statement-breakpoint
DROP INDEX "blood_pressure_readings_page_idx";--> statement-breakpoint
DROP INDEX "kick_count_readings_page_idx";--> statement-breakpoint
DROP INDEX "notifications_user_idx";--> statement-breakpoint
DROP INDEX "reminders_monitor_idx";--> statement-breakpoint
DROP INDEX "weight_readings_page_idx";--> statement-breakpoint
CREATE INDEX "documents_user_page_idx" ON "documents" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "blood_pressure_readings_page_idx" ON "blood_pressure_readings" USING btree ("monitor_id","measured_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "kick_count_readings_page_idx" ON "kick_count_readings" USING btree ("monitor_id","date" DESC NULLS FIRST,"time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","due_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reminders_monitor_idx" ON "reminders" USING btree ("monitor_id","time","id");--> statement-breakpoint
CREATE INDEX "weight_readings_page_idx" ON "weight_readings" USING btree ("monitor_id","measured_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);