CREATE TABLE "promocode_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"promocode_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"charge_id" integer,
	"applied_at" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promocodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"percent_off" integer,
	"amount_off_cents" integer,
	"plan_id" text NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"uses_left" integer,
	"organization_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promocodes_discount" CHECK (("promocodes"."percent_off" IS NULL) <> ("promocodes"."amount_off_cents" IS NULL) AND coalesce("promocodes"."percent_off", 1) BETWEEN 1 AND 100 AND coalesce("promocodes"."amount_off_cents", 1) > 0),
	CONSTRAINT "promocodes_uses_left" CHECK ("promocodes"."uses_left" IS NULL OR "promocodes"."uses_left" >= 0)
);
--> statement-breakpoint
ALTER TABLE "promocode_redemptions" ADD CONSTRAINT "promocode_redemptions_promocode_id_promocodes_id_fk" FOREIGN KEY ("promocode_id") REFERENCES "public"."promocodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promocode_redemptions" ADD CONSTRAINT "promocode_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promocode_redemptions" ADD CONSTRAINT "promocode_redemptions_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promocodes" ADD CONSTRAINT "promocodes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promocode_redemptions_key" ON "promocode_redemptions" USING btree ("promocode_id","user_id");--> statement-breakpoint
CREATE INDEX "promocode_redemptions_user_idx" ON "promocode_redemptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promocodes_code_key" ON "promocodes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "promocodes_organization_idx" ON "promocodes" USING btree ("organization_id");