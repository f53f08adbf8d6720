ALTER TABLE "users" ADD COLUMN "lead_status" text DEFAULT 'qualified_lead' NOT NULL;--> statement-breakpoint
CREATE INDEX "analytics_events_analysis_idx" ON "analytics_events" USING btree ("analysis_id","name");--> statement-breakpoint
CREATE INDEX "users_qualified_idx" ON "users" USING btree ("qualified_at") WHERE "users"."qualified_at" is not null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_lead_status_check" CHECK ("users"."lead_status" in ('qualified_lead', 'contatado', 'cliente', 'descartado'));