ALTER TABLE "email_codes" ADD COLUMN "email_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "email_codes_email_hash_key" ON "email_codes" USING btree ("email_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "users_verified_email_hash_key" ON "users" USING btree ("email_hash") WHERE "users"."email_verified_at" is not null;--> statement-breakpoint
CREATE INDEX "users_email_hash_idx" ON "users" USING btree ("email_hash");