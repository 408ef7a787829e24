CREATE TABLE "care_team_members" (
	"patient_id" integer NOT NULL,
	"practitioner_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_es" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"category_id" integer,
	"kind" text DEFAULT 'question' NOT NULL,
	"name" text NOT NULL,
	"read_by_patient" boolean DEFAULT true NOT NULL,
	"waiting_since" timestamp with time zone,
	"handled_at" timestamp with time zone,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"file_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"practitioner_id" integer,
	"from_patient" boolean NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"logo_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practitioners" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"organization_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"user_type" text NOT NULL,
	"degrees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"specialties" jsonb DEFAULT '{"en":[],"es":[]}'::jsonb NOT NULL,
	"languages" jsonb DEFAULT '{"en":[],"es":[]}'::jsonb NOT NULL,
	"bio" jsonb,
	"avatar_url" text
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "message_credits" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "can_message_matrona" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "greeting_read" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "care_team_members" ADD CONSTRAINT "care_team_members_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_team_members" ADD CONSTRAINT "care_team_members_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_category_id_conversation_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."conversation_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practitioners" ADD CONSTRAINT "practitioners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practitioners" ADD CONSTRAINT "practitioners_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "care_team_members_key" ON "care_team_members" USING btree ("patient_id","practitioner_id");--> statement-breakpoint
CREATE INDEX "conversations_patient_idx" ON "conversations" USING btree ("patient_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_inbox_idx" ON "conversations" USING btree ("organization_id","waiting_since");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_greeting_key" ON "conversations" USING btree ("patient_id") WHERE kind = 'greeting';--> statement-breakpoint
CREATE INDEX "message_attachments_message_idx" ON "message_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "practitioners_user_key" ON "practitioners" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "practitioners_organization_idx" ON "practitioners" USING btree ("organization_id");--> statement-breakpoint
-- Reference data every server needs: Matrona's own care team, its care assistant (who greets each
-- new patient) and what a question can be about.
INSERT INTO "organizations" ("name", "kind") VALUES ('Matrona Care Team', 'matrona');--> statement-breakpoint
INSERT INTO "practitioners" ("organization_id", "first_name", "last_name", "user_type", "languages")
  SELECT "id", 'Matrona', 'Care Assistant', 'assistant', '{"en":["English","Spanish"],"es":["Inglés","Español"]}'::jsonb
  FROM "organizations" WHERE "kind" = 'matrona';--> statement-breakpoint
INSERT INTO "conversation_categories" ("name_en", "name_es", "position") VALUES
  ('Pregnancy', 'Embarazo', 1),
  ('Feeding', 'Alimentación', 2),
  ('Recovery after birth', 'Recuperación después del parto', 3),
  ('Baby care', 'Cuidado del bebé', 4),
  ('Mood and mental health', 'Estado de ánimo y salud mental', 5),
  ('Something else', 'Otra cosa', 6);
