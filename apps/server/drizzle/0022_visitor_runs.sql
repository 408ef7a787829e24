-- Visitors answer public surveys without an account: a run owned by no patient, reached only by its private id (kept hashed).
ALTER TABLE "questionnaire_users" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaire_users" ADD COLUMN "private_id_hash" text;--> statement-breakpoint
ALTER TABLE "questionnaire_users" ADD CONSTRAINT "questionnaire_users_private_id_hash_unique" UNIQUE("private_id_hash");--> statement-breakpoint
ALTER TABLE "questionnaire_users" ADD CONSTRAINT "questionnaire_users_owner_check" CHECK ("questionnaire_users"."user_id" IS NOT NULL OR "questionnaire_users"."private_id_hash" IS NOT NULL);