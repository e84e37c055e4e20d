ALTER TABLE "playlist_entries" DROP CONSTRAINT "playlist_entries_playlist_id_playlists_id_fk";
--> statement-breakpoint
ALTER TABLE "playlist_entries" DROP CONSTRAINT "playlist_entries_track_id_tracks_id_fk";
--> statement-breakpoint
ALTER TABLE "account_activities" DROP CONSTRAINT "account_activities_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "account_activities" DROP CONSTRAINT "account_activities_activity_id_activities_id_fk";
--> statement-breakpoint
ALTER TABLE "activities" DROP CONSTRAINT "activities_track_id_tracks_id_fk";
--> statement-breakpoint
ALTER TABLE "activities" DROP CONSTRAINT "activities_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "activities" DROP CONSTRAINT "activities_label_id_accounts_id_fk";
