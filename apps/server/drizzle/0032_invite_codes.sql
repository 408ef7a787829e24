CREATE TABLE "invite_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"organization_id" integer NOT NULL,
	"inviter_name" text,
	"benefit_en" text,
	"benefit_es" text,
	"expires_at" timestamp with time zone,
	"used_by_patient_id" integer,
	"used_at" timestamp with time zone,
	CONSTRAINT "invite_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_used_by_patient_id_users_id_fk" FOREIGN KEY ("used_by_patient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;