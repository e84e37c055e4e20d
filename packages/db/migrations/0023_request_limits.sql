-- Issue 20 (docs/decisions/020). Limits that must hold across every server process, so they
-- live in the database: the times a limited action was taken under one key (a login-mail
-- recipient's SHA-256, a member asking for an enterprise agreement), within its window. A row
-- whose window has passed (expires_at) is swept.
CREATE TABLE "request_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" timestamp with time zone[] DEFAULT '{}'::timestamptz[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "request_limits_expires_idx" ON "request_limits" USING btree ("expires_at");
