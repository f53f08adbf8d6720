CREATE TABLE "client_strikes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_key" text NOT NULL,
	"error_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "cpu_ms" integer;--> statement-breakpoint
CREATE INDEX "client_strikes_client_idx" ON "client_strikes" USING btree ("client_key","created_at");