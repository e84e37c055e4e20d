-- spec §7 search_all over a million names (issue 5): every searchable name is indexed by its
-- words, and a dictionary of the distinct words of all names (tens of thousands of rows, not a
-- million) is where the typos of a query are corrected and its last word is completed.
-- The words of a name: lower-cased, split at white space and ASCII punctuation. The search code
-- splits a query the same way (packages/db/src/search/query-words.ts).
-- Its cost (about 10 µs a call, not one operator's) tells the planner not to read a table and
-- split every name when an index on the words can find the few that match.
create or replace function search_name_words(name text) returns text[]
language sql immutable parallel safe cost 1000
return array(select distinct word
  from regexp_split_to_table(lower(name), '[\s!"#$%&''()*+,./:;<=>?@\[\]\\^_`{|}~-]+') word
  where word <> '');
--> statement-breakpoint
create table if not exists search_words (
  word text primary key,
  -- How many names (hidden ones included) hold the word: completions are offered most used first.
  uses integer not null
);
--> statement-breakpoint
create index if not exists search_words_prefix_idx on search_words using btree (word text_pattern_ops, uses);
--> statement-breakpoint
create index if not exists search_words_trgm_idx on search_words using gin (word gin_trgm_ops);
--> statement-breakpoint
-- Counts the words of the names `added` and uncounts those of the names `removed`, in one
-- statement in word order (so that writers touching the same words lock them in the same order
-- and cannot deadlock), and forgets the words no name holds any more.
create or replace function search_words_count(added text[], removed text[]) returns void
language sql
begin atomic
  insert into search_words as d (word, uses)
    select word, sum(delta) from (
      select unnest(search_name_words(name)), 1 from unnest(added) name
      union all select unnest(search_name_words(name)), -1 from unnest(removed) name
    ) changes (word, delta)
    group by word having sum(delta) <> 0 order by word
  on conflict (word) do update set uses = d.uses + excluded.uses;
  delete from search_words where uses <= 0 and word in (
    select unnest(search_name_words(name)) from unnest(removed) name);
end;
--> statement-breakpoint
-- One trigger per statement, not per row, so that a bulk insert (the demo world, the seeders,
-- the catalogue sync) counts its words in one statement; an update counts only the names it
-- changed (the monitor's updates of followers change none). The argument is the name column.
create or replace function search_words_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    execute format('select search_words_count(array(select %I from new_rows), %L)',
      tg_argv[0], '{}');
  elsif tg_op = 'DELETE' then
    execute format('select search_words_count(%L, array(select %I from old_rows))',
      '{}', tg_argv[0]);
  else
    execute format('with renamed as (select o.%1$I as old_name, n.%1$I as new_name
        from old_rows o join new_rows n on n.id = o.id where o.%1$I is distinct from n.%1$I)
      select search_words_count(array(select new_name from renamed),
        array(select old_name from renamed))', tg_argv[0]);
  end if;
  return null;
end $$;
--> statement-breakpoint
create trigger accounts_search_words_insert after insert on accounts
  referencing new table as new_rows
  for each statement execute function search_words_changed('name');
--> statement-breakpoint
create trigger accounts_search_words_update after update on accounts
  referencing old table as old_rows new table as new_rows
  for each statement execute function search_words_changed('name');
--> statement-breakpoint
create trigger accounts_search_words_delete after delete on accounts
  referencing old table as old_rows
  for each statement execute function search_words_changed('name');
--> statement-breakpoint
create trigger tracks_search_words_insert after insert on tracks
  referencing new table as new_rows
  for each statement execute function search_words_changed('title');
--> statement-breakpoint
create trigger tracks_search_words_update after update on tracks
  referencing old table as old_rows new table as new_rows
  for each statement execute function search_words_changed('title');
--> statement-breakpoint
create trigger tracks_search_words_delete after delete on tracks
  referencing old table as old_rows
  for each statement execute function search_words_changed('title');
--> statement-breakpoint
create trigger cities_search_words_insert after insert on cities
  referencing new table as new_rows
  for each statement execute function search_words_changed('name');
--> statement-breakpoint
create trigger cities_search_words_update after update on cities
  referencing old table as old_rows new table as new_rows
  for each statement execute function search_words_changed('name');
--> statement-breakpoint
create trigger cities_search_words_delete after delete on cities
  referencing old table as old_rows
  for each statement execute function search_words_changed('name');
--> statement-breakpoint
create trigger playlists_search_words_insert after insert on playlists
  referencing new table as new_rows
  for each statement execute function search_words_changed('name');
--> statement-breakpoint
create trigger playlists_search_words_update after update on playlists
  referencing old table as old_rows new table as new_rows
  for each statement execute function search_words_changed('name');
--> statement-breakpoint
create trigger playlists_search_words_delete after delete on playlists
  referencing old table as old_rows
  for each statement execute function search_words_changed('name');
--> statement-breakpoint
create trigger radio_stations_search_words_insert after insert on radio_stations
  referencing new table as new_rows
  for each statement execute function search_words_changed('name');
--> statement-breakpoint
create trigger radio_stations_search_words_update after update on radio_stations
  referencing old table as old_rows new table as new_rows
  for each statement execute function search_words_changed('name');
--> statement-breakpoint
create trigger radio_stations_search_words_delete after delete on radio_stations
  referencing old table as old_rows
  for each statement execute function search_words_changed('name');
--> statement-breakpoint
-- The names already there.
insert into search_words (word, uses)
  select word, count(*) from (
    select unnest(search_name_words(name)) from accounts
    union all select unnest(search_name_words(title)) from tracks
    union all select unnest(search_name_words(name)) from cities
    union all select unnest(search_name_words(name)) from playlists
    union all select unnest(search_name_words(name)) from radio_stations
  ) words (word)
  group by word
on conflict (word) do update set uses = excluded.uses;
--> statement-breakpoint
analyze search_words;
--> statement-breakpoint
-- One index per account type, hidden names left out of every index: the search reads only the
-- names it may show (labels are 3% of the accounts, a common word's artists would bury them).
-- A small pending list (256 kB, not 4 MB): the monitor's updates of playlists (followers) add
-- entries to it, and every search reads all of it until it is merged.
create index if not exists accounts_artist_words_idx on accounts using gin (search_name_words(name))
  with (gin_pending_list_limit = 256)
  where type = 'artist' and not hidden;
--> statement-breakpoint
create index if not exists accounts_label_words_idx on accounts using gin (search_name_words(name))
  with (gin_pending_list_limit = 256)
  where type = 'label' and not hidden;
--> statement-breakpoint
create index if not exists accounts_creator_words_idx on accounts using gin (search_name_words(name))
  with (gin_pending_list_limit = 256)
  where type = 'creator' and not hidden;
--> statement-breakpoint
create index if not exists tracks_title_words_idx on tracks using gin (search_name_words(title))
  with (gin_pending_list_limit = 256)
  where not hidden;
--> statement-breakpoint
create index if not exists cities_name_words_idx on cities using gin (search_name_words(name))
  with (gin_pending_list_limit = 256);
--> statement-breakpoint
create index if not exists playlists_name_words_idx on playlists using gin (search_name_words(name))
  with (gin_pending_list_limit = 256);
--> statement-breakpoint
create index if not exists radio_stations_name_words_idx on radio_stations
  using gin (search_name_words(name))
  with (gin_pending_list_limit = 256) where not hidden;
--> statement-breakpoint
-- Statistics of the new expression indexes, without which the planner guesses that a word is
-- common and reads the names some other way.
analyze accounts, tracks, cities, playlists, radio_stations;
