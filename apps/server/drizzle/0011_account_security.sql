ALTER TABLE "users" ADD COLUMN "biometric_auth" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "onboarding_answers" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "interests" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "passed_walkthroughs" jsonb DEFAULT '[]'::jsonb NOT NULL;