CREATE TABLE "finding_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"analysis_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"finding_id" text NOT NULL,
	"rule" text NOT NULL,
	"reason" text NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "finding_feedback_reason_check" CHECK ("finding_feedback"."reason" in ('nao_se_aplica', 'trecho_errado', 'gravidade_exagerada', 'outro'))
);
--> statement-breakpoint
ALTER TABLE "finding_feedback" ADD CONSTRAINT "finding_feedback_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finding_feedback" ADD CONSTRAINT "finding_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "finding_feedback_finding_key" ON "finding_feedback" USING btree ("analysis_id","finding_id");--> statement-breakpoint
CREATE INDEX "finding_feedback_open_idx" ON "finding_feedback" USING btree ("created_at") WHERE "finding_feedback"."reviewed_at" is null;