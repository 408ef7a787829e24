CREATE TABLE "blood_pressure_reading_symptoms" (
	"reading_id" integer NOT NULL,
	"symptom_id" integer NOT NULL,
	CONSTRAINT "blood_pressure_reading_symptoms_reading_id_symptom_id_pk" PRIMARY KEY("reading_id","symptom_id")
);
--> statement-breakpoint
CREATE TABLE "blood_pressure_readings" (
	"id" serial PRIMARY KEY NOT NULL,
	"monitor_id" integer NOT NULL,
	"systolic" smallint NOT NULL,
	"diastolic" smallint NOT NULL,
	"pulse" smallint,
	"notes" text,
	"measured_at" timestamp with time zone NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"device_reading_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kick_count_readings" (
	"id" serial PRIMARY KEY NOT NULL,
	"monitor_id" integer NOT NULL,
	"total_kicks" integer NOT NULL,
	"duration_seconds" integer NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"notes" text,
	"added_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kick_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"monitor_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"kicks" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitors" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"child_id" integer,
	"last_reading_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reminder_id" integer,
	"reminder_type" text,
	"monitor_id" integer,
	"due_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"monitor_id" integer NOT NULL,
	"type" text NOT NULL,
	"time" text NOT NULL,
	"daily" boolean NOT NULL,
	"minutes" smallint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weight_readings" (
	"id" serial PRIMARY KEY NOT NULL,
	"monitor_id" integer NOT NULL,
	"grams" integer NOT NULL,
	"unit" text NOT NULL,
	"measured_on" date NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "symptoms" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"warning_sign" text,
	"name_en" text NOT NULL,
	"name_es" text NOT NULL,
	"description_en" text,
	"description_es" text,
	"position" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blood_pressure_reading_symptoms" ADD CONSTRAINT "blood_pressure_reading_symptoms_reading_id_blood_pressure_readings_id_fk" FOREIGN KEY ("reading_id") REFERENCES "public"."blood_pressure_readings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_pressure_reading_symptoms" ADD CONSTRAINT "blood_pressure_reading_symptoms_symptom_id_symptoms_id_fk" FOREIGN KEY ("symptom_id") REFERENCES "public"."symptoms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_pressure_readings" ADD CONSTRAINT "blood_pressure_readings_monitor_id_monitors_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."monitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kick_count_readings" ADD CONSTRAINT "kick_count_readings_monitor_id_monitors_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."monitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kick_count_readings" ADD CONSTRAINT "kick_count_readings_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kick_sessions" ADD CONSTRAINT "kick_sessions_monitor_id_monitors_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."monitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kick_sessions" ADD CONSTRAINT "kick_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitors" ADD CONSTRAINT "monitors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_reminder_id_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."reminders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_monitor_id_monitors_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."monitors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_monitor_id_monitors_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."monitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weight_readings" ADD CONSTRAINT "weight_readings_monitor_id_monitors_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."monitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bp_reading_symptoms_symptom_idx" ON "blood_pressure_reading_symptoms" USING btree ("symptom_id");--> statement-breakpoint
CREATE INDEX "blood_pressure_readings_page_idx" ON "blood_pressure_readings" USING btree ("monitor_id","measured_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "blood_pressure_readings_device_key" ON "blood_pressure_readings" USING btree ("monitor_id","device_reading_id");--> statement-breakpoint
CREATE INDEX "kick_count_readings_page_idx" ON "kick_count_readings" USING btree ("monitor_id","date" DESC NULLS LAST,"time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "kick_sessions_monitor_key" ON "kick_sessions" USING btree ("monitor_id");--> statement-breakpoint
CREATE INDEX "monitors_user_id_idx" ON "monitors" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "monitors_one_pressure_key" ON "monitors" USING btree ("user_id") WHERE "monitors"."type" = 'pressure';--> statement-breakpoint
CREATE UNIQUE INDEX "monitors_child_type_key" ON "monitors" USING btree ("user_id","child_id","type") WHERE "monitors"."child_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_due_key" ON "notifications" USING btree ("reminder_id","kind","due_at");--> statement-breakpoint
CREATE INDEX "reminders_monitor_idx" ON "reminders" USING btree ("monitor_id");--> statement-breakpoint
CREATE INDEX "reminders_enabled_idx" ON "reminders" USING btree ("enabled");--> statement-breakpoint
CREATE INDEX "weight_readings_page_idx" ON "weight_readings" USING btree ("monitor_id","measured_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "symptoms_key_key" ON "symptoms" USING btree ("key");