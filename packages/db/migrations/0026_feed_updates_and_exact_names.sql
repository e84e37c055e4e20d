-- A day's radio item of a track is updated as more spins of the day are counted (issue 21), and
-- its filings with it (their tier, touched even when it stays). The feed pages kept in memory of
-- their accounts (decision 011) must then be dropped, as on an insert or a delete.
create trigger account_activities_notify_update after update on account_activities
  referencing old table as old_rows new table as new_rows
  for each statement execute function notify_row_changes('feed', 'account_id');
--> statement-breakpoint
-- spec §7 search_all finds the exact name first (issue 21): among the thousands of names holding
-- a common word, the bounded sample of candidates could leave the name itself out, so it is
-- looked up on its own, by these indexes.
create index if not exists accounts_lower_name_idx on accounts (lower(name));
--> statement-breakpoint
create index if not exists tracks_lower_title_idx on tracks (lower(title));
--> statement-breakpoint
create index if not exists cities_lower_name_idx on cities (lower(name));
--> statement-breakpoint
create index if not exists playlists_lower_name_idx on playlists (lower(name));
--> statement-breakpoint
create index if not exists radio_stations_lower_name_idx on radio_stations (lower(name));
