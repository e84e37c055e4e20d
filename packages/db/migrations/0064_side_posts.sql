-- Issue 25, X and Facebook posts: the creators' tweets and Facebook page posts are posts like the
-- others (X's impressions, likes, replies, reposts and quotes, bookmarks; Facebook's impressions,
-- reactions, comments and shares, no saves), so twitter and facebook are post sources.
ALTER TABLE "creator_posts" DROP CONSTRAINT "creator_posts_source_check";
--> statement-breakpoint
ALTER TABLE "creator_posts" ADD CONSTRAINT "creator_posts_source_check" CHECK ("source" in ('tiktok', 'instagram', 'youtube', 'twitch', 'twitter', 'facebook'));
