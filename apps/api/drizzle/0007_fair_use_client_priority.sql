ALTER TABLE "analyses" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "priority" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "analyses_client_idx" ON "analyses" USING btree ("client_key","created_at");--> statement-breakpoint
CREATE INDEX "analyses_uploader_idx" ON "analyses" USING btree ("uploader_secret_hash","created_at");