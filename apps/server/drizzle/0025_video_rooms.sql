CREATE TABLE "video_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"event" text NOT NULL,
	"detail" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"name" text NOT NULL,
	"opened_by" integer,
	"opened_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"link_code" text NOT NULL,
	"link_expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "video_events" ADD CONSTRAINT "video_events_session_id_support_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."support_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_events" ADD CONSTRAINT "video_events_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_rooms" ADD CONSTRAINT "video_rooms_session_id_support_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."support_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_rooms" ADD CONSTRAINT "video_rooms_opened_by_practitioners_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."practitioners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_events_session_idx" ON "video_events" USING btree ("session_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "video_rooms_session_key" ON "video_rooms" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "video_rooms_name_key" ON "video_rooms" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "video_rooms_link_key" ON "video_rooms" USING btree ("link_code");