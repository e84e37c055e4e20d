-- spec §7 search_all, artist_label_search: typo-tolerant ranking by trigram similarity.
create extension if not exists pg_trgm;
--> statement-breakpoint
create index if not exists accounts_name_trgm_idx on accounts using gin (lower(name) gin_trgm_ops);
--> statement-breakpoint
create index if not exists tracks_title_trgm_idx on tracks using gin (lower(title) gin_trgm_ops);
--> statement-breakpoint
create index if not exists cities_name_trgm_idx on cities using gin (lower(name) gin_trgm_ops);
--> statement-breakpoint
create index if not exists playlists_name_trgm_idx on playlists using gin (lower(name) gin_trgm_ops);
--> statement-breakpoint
create index if not exists radio_stations_name_trgm_idx on radio_stations using gin (lower(name) gin_trgm_ops);
