CREATE TABLE "organization_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"practitioner_id" integer,
	"confirmation" text NOT NULL,
	"record_access" boolean DEFAULT true NOT NULL,
	"note" text,
	"archived_at" timestamp with time zone,
	"requested_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "organization_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"message_en" text,
	"message_es" text,
	"invited_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"practitioner_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text,
	"referred_by" text,
	"referred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "type_icon" integer DEFAULT 13 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "description" jsonb;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "state_slug" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "city_slug" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "accepts_new_patients" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "join_code" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "team_size" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "specialty_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "expertise_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "language_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "degree_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "appointment_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "support_products" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "added_by_patient_id" integer;--> statement-breakpoint
ALTER TABLE "organization_connections" ADD CONSTRAINT "organization_connections_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_connections" ADD CONSTRAINT "organization_connections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_connections" ADD CONSTRAINT "organization_connections_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invites" ADD CONSTRAINT "organization_invites_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invites" ADD CONSTRAINT "organization_invites_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organization_connections_key" ON "organization_connections" USING btree ("patient_id","organization_id");--> statement-breakpoint
CREATE INDEX "organization_connections_organization_idx" ON "organization_connections" USING btree ("organization_id","confirmation");--> statement-breakpoint
CREATE INDEX "organization_invites_patient_idx" ON "organization_invites" USING btree ("patient_id","invited_at");--> statement-breakpoint
CREATE INDEX "referrals_patient_idx" ON "referrals" USING btree ("patient_id","status");--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_added_by_patient_id_users_id_fk" FOREIGN KEY ("added_by_patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_join_code_unique" UNIQUE("join_code");--> statement-breakpoint
-- Every organization already on a patient's team is a confirmed connection, with the record access it had.
INSERT INTO "organization_connections" ("patient_id", "organization_id", "confirmation", "requested_at", "responded_at")
  SELECT m."patient_id", p."organization_id", 'confirmed', min(m."added_at"), min(m."added_at")
  FROM "care_team_members" m JOIN "practitioners" p ON p."id" = m."practitioner_id"
  WHERE p."user_type" <> 'assistant'
  GROUP BY m."patient_id", p."organization_id";
