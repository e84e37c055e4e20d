-- docs/decisions/015. The key's uniqueness is led by the date, so a day's new activities go to
-- the right edge of the index instead of to every track's place in it; the track page's look-up
-- by track and date gets its own, deduplicated index. Both are built before the constraint they
-- replace is dropped, so the key is never left unguarded.
ALTER TABLE "activities" ADD CONSTRAINT "activities_date_key" UNIQUE("activity_date","key");--> statement-breakpoint
CREATE INDEX "activities_track_date_idx" ON "activities" USING btree ("track_id","activity_date");--> statement-breakpoint
ALTER TABLE "activities" DROP CONSTRAINT "activities_track_date_key";
