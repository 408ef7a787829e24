ALTER TABLE "care_team_alerts" ADD COLUMN "blood_pressure_reading_id" integer;--> statement-breakpoint
ALTER TABLE "care_team_alerts" ADD COLUMN "reading_measured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "care_team_alerts" ADD COLUMN "recheck_reading_id" integer;--> statement-breakpoint
ALTER TABLE "care_team_alerts" ADD COLUMN "raised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "care_team_alerts" ADD CONSTRAINT "care_team_alerts_blood_pressure_reading_id_blood_pressure_readings_id_fk" FOREIGN KEY ("blood_pressure_reading_id") REFERENCES "public"."blood_pressure_readings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_team_alerts" ADD CONSTRAINT "care_team_alerts_recheck_reading_id_blood_pressure_readings_id_fk" FOREIGN KEY ("recheck_reading_id") REFERENCES "public"."blood_pressure_readings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "care_team_alerts_patient_open_idx" ON "care_team_alerts" USING btree ("user_id","kind") WHERE "care_team_alerts"."resolved_at" is null;