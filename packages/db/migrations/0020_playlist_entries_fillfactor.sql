-- docs/decisions/015. A playlist's removed and added entries are written as moves of its rows to
-- the new tracks; with 10% of each page kept free, the new row versions stay on the playlist's
-- own pages instead of going to pages all over the table. The fill factor applies to pages
-- written from now on.
ALTER TABLE "playlist_entries" SET (fillfactor = 90);
