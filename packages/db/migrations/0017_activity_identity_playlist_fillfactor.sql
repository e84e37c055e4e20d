-- docs/decisions/013. One unique index on activities serves both the deterministic key and the
-- track page's look-up by track and date (the key names its track and date, so a key is unique
-- exactly when (track, date, key) is; null tracks count as equal). It is built before the two it
-- replaces are dropped, so the key is never left unguarded.
ALTER TABLE "activities" ADD CONSTRAINT "activities_track_date_key" UNIQUE NULLS NOT DISTINCT("track_id","activity_date","key");--> statement-breakpoint
DROP INDEX "activities_key_idx";--> statement-breakpoint
DROP INDEX "activities_track_date_idx";--> statement-breakpoint
-- No query filters or orders playlists by followers alone; without the index, and with 15% of
-- each page kept free for new row versions, the monitor's daily follower updates are heap-only
-- (no entry in any of the table's indexes). The fill factor applies to pages written from now on.
DROP INDEX "playlists_followers_idx";--> statement-breakpoint
ALTER TABLE "playlists" SET (fillfactor = 85);
