CREATE TABLE "email_code_guesses" (
	"code_id" uuid NOT NULL,
	"requester_key" text NOT NULL,
	"wrong" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "email_codes_email_hash_key";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "email_code_guesses" ADD CONSTRAINT "email_code_guesses_code_id_email_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."email_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_code_guesses_key" ON "email_code_guesses" USING btree ("code_id","requester_key");--> statement-breakpoint
CREATE INDEX "sessions_last_used_idx" ON "sessions" USING btree ("last_used_at");--> statement-breakpoint
CREATE INDEX "email_codes_email_hash_idx" ON "email_codes" USING btree ("email_hash");