ALTER TABLE "analyses" ADD COLUMN "scan_page" integer;--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "scan_pages" integer;