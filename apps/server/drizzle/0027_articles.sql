CREATE TABLE "article_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"parent_id" integer,
	"name_en" text NOT NULL,
	"name_es" text NOT NULL,
	"slug_en" text NOT NULL,
	"slug_es" text NOT NULL,
	"image" text,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"language" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body_markdown" text NOT NULL,
	"category_id" integer NOT NULL,
	"image" text,
	"image_alt" text NOT NULL,
	"featured" boolean NOT NULL,
	"monitor" text,
	"sources" jsonb NOT NULL,
	"reading_minutes" smallint NOT NULL,
	"reviewed_on" date NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title_en" text NOT NULL,
	"title_es" text NOT NULL,
	"outlet" text NOT NULL,
	"url" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "press_announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title_en" text NOT NULL,
	"title_es" text NOT NULL,
	"body_en" text NOT NULL,
	"body_es" text NOT NULL,
	"link" text,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_article_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."article_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "article_categories_key_key" ON "article_categories" USING btree ("key");--> statement-breakpoint
CREATE INDEX "article_categories_parent_idx" ON "article_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_key_language_key" ON "articles" USING btree ("key","language");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_language_slug_key" ON "articles" USING btree ("language","slug");--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "news_items_key_key" ON "news_items" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "press_announcements_key_key" ON "press_announcements" USING btree ("key");