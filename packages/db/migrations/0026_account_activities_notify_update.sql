-- A day's radio item of a track is updated as more spins of the day are counted (issue 21), and
-- its filings with it (their tier, touched even when it stays). The feed pages kept in memory of
-- their accounts (decision 011) must then be dropped, as on an insert or a delete.
create trigger account_activities_notify_update after update on account_activities
  referencing old table as old_rows new table as new_rows
  for each statement execute function notify_row_changes('feed', 'account_id');
