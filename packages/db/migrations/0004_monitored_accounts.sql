ALTER TABLE "accounts" ADD COLUMN "monitored_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "accounts_monitored_idx" ON "accounts" USING btree ("monitored_since");