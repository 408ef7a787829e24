CREATE TABLE "children" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text,
	"sex" text,
	"due_date" date,
	"date_of_birth" date,
	"birth_weight_grams" integer,
	"born_at" text,
	"feeding_method" text,
	"conception" text,
	"complications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pump_type" text,
	"pediatrician" jsonb,
	"delivery_method" text,
	"delivery_location" text,
	"pregnancy_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "children_user_id_idx" ON "children" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "monitors" ADD CONSTRAINT "monitors_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;