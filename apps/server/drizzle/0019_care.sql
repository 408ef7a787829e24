CREATE TABLE "appointment_request_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"message" text NOT NULL,
	"preferred_times" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"reservation_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "care_plan_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" integer NOT NULL,
	"organization_id" integer,
	"assigned_by" integer,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"day" date NOT NULL,
	"session_id" integer,
	"category" text,
	"completed_at" timestamp with time zone,
	"animated" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"unassigned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"session_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"paid_with_credit" boolean NOT NULL,
	"reserved_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text
);
--> statement-breakpoint
CREATE TABLE "support_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"type" text NOT NULL,
	"appointment_kind" text,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"category" text,
	"image_url" text,
	"price_credits" integer DEFAULT 1 NOT NULL,
	"gold_included" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"product_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"timezone" text NOT NULL,
	"platform" text NOT NULL,
	"address" text,
	"video_url" text,
	"capacity" integer NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"presenter_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"summary" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_sessions_seats" CHECK ("support_sessions"."reserved" >= 0 and "support_sessions"."reserved" <= "support_sessions"."capacity"),
	CONSTRAINT "support_sessions_times" CHECK ("support_sessions"."ends_at" > "support_sessions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "product_credits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_category_id_appointment_request_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."appointment_request_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_decided_by_practitioners_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."practitioners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_plan_items" ADD CONSTRAINT "care_plan_items_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_plan_items" ADD CONSTRAINT "care_plan_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_plan_items" ADD CONSTRAINT "care_plan_items_assigned_by_practitioners_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."practitioners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_plan_items" ADD CONSTRAINT "care_plan_items_session_id_support_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."support_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_session_id_support_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."support_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_products" ADD CONSTRAINT "support_products_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_sessions" ADD CONSTRAINT "support_sessions_product_id_support_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."support_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_requests_organization_idx" ON "appointment_requests" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "appointment_requests_patient_idx" ON "appointment_requests" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "care_plan_items_patient_day_idx" ON "care_plan_items" USING btree ("patient_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "care_plan_items_uuid_key" ON "care_plan_items" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_uuid_key" ON "reservations" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_live_key" ON "reservations" USING btree ("session_id","patient_id") WHERE cancelled_at is null;--> statement-breakpoint
CREATE INDEX "reservations_patient_idx" ON "reservations" USING btree ("patient_id","session_id");--> statement-breakpoint
CREATE INDEX "support_products_organization_idx" ON "support_products" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "support_products_type_idx" ON "support_products" USING btree ("type","id");--> statement-breakpoint
CREATE UNIQUE INDEX "support_sessions_uuid_key" ON "support_sessions" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "support_sessions_product_idx" ON "support_sessions" USING btree ("product_id","starts_at");--> statement-breakpoint
CREATE INDEX "support_sessions_starts_idx" ON "support_sessions" USING btree ("starts_at");