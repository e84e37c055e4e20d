-- Issue 29 "the uncached API" (docs/decisions/059): a feed page read without the read caches
-- walked the primary key of account_activities and visited the table for every row to test its
-- source and tier. Both feed walks are now index-only: every source by account_activities_feed_idx
-- (the primary key's order, source and tier carried in the index; only tiered rows, which are all
-- the feed reads), one source by account_activities_source_idx, which now carries the tier.
CREATE INDEX "account_activities_feed_idx" ON "account_activities" USING btree ("account_id","activity_date","activity_id") INCLUDE ("source","tier") WHERE "tier" IS NOT NULL;--> statement-breakpoint
DROP INDEX "account_activities_source_idx";--> statement-breakpoint
CREATE INDEX "account_activities_source_idx" ON "account_activities" USING btree ("account_id","source","activity_date","activity_id") INCLUDE ("tier");
