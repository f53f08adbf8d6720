CREATE TABLE "analysis_originals" (
	"analysis_id" uuid PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_events" DROP CONSTRAINT "analytics_events_analysis_id_analyses_id_fk";
--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "previous_id" uuid;--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "version_root_id" uuid;--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "requested_finding_ids" jsonb;--> statement-breakpoint
ALTER TABLE "analysis_originals" ADD CONSTRAINT "analysis_originals_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_previous_id_analyses_id_fk" FOREIGN KEY ("previous_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_version_root_id_analyses_id_fk" FOREIGN KEY ("version_root_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analyses_version_root_idx" ON "analyses" USING btree ("version_root_id");--> statement-breakpoint
CREATE INDEX "lawyer_requests_analysis_idx" ON "lawyer_requests" USING btree ("analysis_id");