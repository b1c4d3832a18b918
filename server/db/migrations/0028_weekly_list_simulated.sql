ALTER TABLE "weekly_ranking_lists" ADD COLUMN "simulated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Until now only the demo wrote lists without a company or an upload: its lists from simulated sales.
UPDATE "weekly_ranking_lists" SET "simulated" = true WHERE "company_id" IS NULL AND "upload_id" IS NULL;
