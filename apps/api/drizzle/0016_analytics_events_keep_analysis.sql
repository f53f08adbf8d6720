ALTER TABLE "analytics_events" DROP CONSTRAINT "analytics_events_analysis_id_analyses_id_fk";
--> statement-breakpoint
CREATE INDEX "lawyer_requests_analysis_idx" ON "lawyer_requests" USING btree ("analysis_id");