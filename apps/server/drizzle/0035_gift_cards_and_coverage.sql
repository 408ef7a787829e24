CREATE TABLE "membership_coverages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"organization_id" integer,
	"insurer" text,
	"months" integer NOT NULL,
	"gold_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_card_awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"questionnaire_slug" text NOT NULL,
	"gift_card_id" integer NOT NULL,
	"questionnaire_user_id" integer,
	"code" text NOT NULL,
	"awarded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_awards_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"questionnaire_slug" text NOT NULL,
	"type" text NOT NULL,
	"title_en" text NOT NULL,
	"title_es" text NOT NULL,
	"description_en" text NOT NULL,
	"description_es" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"image_url" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "covered_membership_months" integer;--> statement-breakpoint
ALTER TABLE "membership_coverages" ADD CONSTRAINT "membership_coverages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_coverages" ADD CONSTRAINT "membership_coverages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_awards" ADD CONSTRAINT "gift_card_awards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_awards" ADD CONSTRAINT "gift_card_awards_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_awards" ADD CONSTRAINT "gift_card_awards_questionnaire_user_id_questionnaire_users_id_fk" FOREIGN KEY ("questionnaire_user_id") REFERENCES "public"."questionnaire_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_coverages_organization_idx" ON "membership_coverages" USING btree ("user_id","organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_awards_once_idx" ON "gift_card_awards" USING btree ("user_id","questionnaire_slug");--> statement-breakpoint
CREATE INDEX "gift_card_awards_card_idx" ON "gift_card_awards" USING btree ("gift_card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_slug_type_idx" ON "gift_cards" USING btree ("questionnaire_slug","type");