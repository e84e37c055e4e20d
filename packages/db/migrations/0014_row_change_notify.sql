-- Statements that change what the app keeps in memory tell it which rows changed (issue 6):
-- NOTIFY on channel 'row_changes' with '<kind>:<ids>', the ids comma-separated, at most 500 per
-- notification (a payload holds 8,000 bytes). Kinds: 'feed' (the accounts whose filed
-- activities changed), 'member' (a member's row, sessions or managements), 'account' (an
-- account's row). Notifications are delivered when the transaction commits, and not at all
-- when it rolls back. Nothing is written, so the monitor's batches do not wait on each other.
-- Arguments: the kind, and the column holding the id in the changed rows.
create or replace function notify_row_changes() returns trigger language plpgsql as $$
declare
  ids text;
  rows_changed text := case tg_op
    when 'INSERT' then 'select %1$I as id from new_rows'
    when 'DELETE' then 'select %1$I as id from old_rows'
    else 'select %1$I as id from new_rows union select %1$I from old_rows' end;
begin
  for ids in execute format('select string_agg(id::text, '','' order by id)
      from (select id, (row_number() over (order by id) - 1) / 500 as chunk
            from (' || rows_changed || ') changed where id is not null) numbered
      group by chunk', tg_argv[1])
  loop
    perform pg_notify('row_changes', tg_argv[0] || ':' || ids);
  end loop;
  return null;
end
$$;
--> statement-breakpoint
create trigger account_activities_notify_insert after insert on account_activities
  referencing new table as new_rows
  for each statement execute function notify_row_changes('feed', 'account_id');
--> statement-breakpoint
create trigger account_activities_notify_delete after delete on account_activities
  referencing old table as old_rows
  for each statement execute function notify_row_changes('feed', 'account_id');
--> statement-breakpoint
create trigger members_notify_update after update on members
  referencing old table as old_rows new table as new_rows
  for each statement execute function notify_row_changes('member', 'id');
--> statement-breakpoint
create trigger members_notify_delete after delete on members
  referencing old table as old_rows
  for each statement execute function notify_row_changes('member', 'id');
--> statement-breakpoint
create trigger member_sessions_notify_update after update on member_sessions
  referencing old table as old_rows new table as new_rows
  for each statement execute function notify_row_changes('member', 'member_id');
--> statement-breakpoint
create trigger member_sessions_notify_delete after delete on member_sessions
  referencing old table as old_rows
  for each statement execute function notify_row_changes('member', 'member_id');
--> statement-breakpoint
create trigger managements_notify_insert after insert on managements
  referencing new table as new_rows
  for each statement execute function notify_row_changes('member', 'member_id');
--> statement-breakpoint
create trigger managements_notify_update after update on managements
  referencing old table as old_rows new table as new_rows
  for each statement execute function notify_row_changes('member', 'member_id');
--> statement-breakpoint
create trigger managements_notify_delete after delete on managements
  referencing old table as old_rows
  for each statement execute function notify_row_changes('member', 'member_id');
--> statement-breakpoint
create trigger accounts_notify_update after update on accounts
  referencing old table as old_rows new table as new_rows
  for each statement execute function notify_row_changes('account', 'id');
--> statement-breakpoint
create trigger accounts_notify_delete after delete on accounts
  referencing old table as old_rows
  for each statement execute function notify_row_changes('account', 'id');
