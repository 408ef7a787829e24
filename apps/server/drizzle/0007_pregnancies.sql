CREATE TABLE "medical_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pregnancies_experienced" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pregnancies" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"last_menstrual_period" date,
	"conception_method" text,
	"first_pregnancy" boolean,
	"pregnancies_count" integer,
	"live_births" integer,
	"miscarriages" integer,
	"complications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"feeding_plans" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"intended_birth_place" text,
	"birth_place_name" text,
	"delivery_type" text,
	"cesarean_kind" text,
	"complicated_vaginal_kind" text,
	"blood_transfusion_units" integer,
	"birth_plan" jsonb,
	"loss_report" jsonb,
	"child_id" integer,
	"child_link_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "medical_profiles" ADD CONSTRAINT "medical_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pregnancies" ADD CONSTRAINT "pregnancies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pregnancies" ADD CONSTRAINT "pregnancies_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pregnancies_user_id_idx" ON "pregnancies" USING btree ("user_id");