CREATE TABLE "care_team_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"urgent" boolean DEFAULT true NOT NULL,
	"questionnaire_user_id" integer,
	"question_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "questionnaire_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"questionnaire_user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"response" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"language" text DEFAULT 'EN' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"end_at" timestamp with time zone,
	"is_terminated" boolean DEFAULT false NOT NULL,
	"termination_reason" text,
	"progress_step_id" integer,
	"progress_group_id" integer,
	"cloned_from_id" integer,
	"score" integer,
	"band_min" integer,
	"band_max" integer,
	"crisis" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaires_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "care_team_alerts" ADD CONSTRAINT "care_team_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_team_alerts" ADD CONSTRAINT "care_team_alerts_questionnaire_user_id_questionnaire_users_id_fk" FOREIGN KEY ("questionnaire_user_id") REFERENCES "public"."questionnaire_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_questionnaire_user_id_questionnaire_users_id_fk" FOREIGN KEY ("questionnaire_user_id") REFERENCES "public"."questionnaire_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_users" ADD CONSTRAINT "questionnaire_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_users" ADD CONSTRAINT "questionnaire_users_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "care_team_alerts_open_idx" ON "care_team_alerts" USING btree ("resolved_at","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_responses_question_idx" ON "questionnaire_responses" USING btree ("questionnaire_user_id","question_id");--> statement-breakpoint
CREATE INDEX "questionnaire_users_user_idx" ON "questionnaire_users" USING btree ("user_id","questionnaire_id");