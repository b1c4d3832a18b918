ALTER TABLE "uploads" ADD COLUMN "module" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "error_code" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "summary" jsonb;--> statement-breakpoint
ALTER TABLE "weekly_ranking_lists" ADD COLUMN "error_code" text;