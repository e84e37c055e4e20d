-- Issue 25, Twitch: a streamer's VODs are posts with views only (Twitch tells no likes or
-- comments of a past broadcast), so likes and comments may be unknown (null, not 0), and
-- twitch is a post source.
ALTER TABLE "creator_posts" DROP CONSTRAINT "creator_posts_source_check";
--> statement-breakpoint
ALTER TABLE "creator_posts" ADD CONSTRAINT "creator_posts_source_check" CHECK ("source" in ('tiktok', 'instagram', 'youtube', 'twitch'));
--> statement-breakpoint
ALTER TABLE "creator_posts" ALTER COLUMN "likes" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "creator_posts" ALTER COLUMN "comments" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "creator_post_days" ALTER COLUMN "likes" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "creator_post_days" ALTER COLUMN "comments" DROP NOT NULL;
