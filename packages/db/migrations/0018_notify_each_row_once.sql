-- notify_row_changes (migration 0014) named a row once per changed row: a statement filing 2,000
-- activities under 300 accounts sent 2,000 ids in four notifications instead of 300 in one. Each
-- id is now sent once.
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
            from (select distinct id from (' || rows_changed || ') all_rows
                  where id is not null) changed) numbered
      group by chunk', tg_argv[1])
  loop
    perform pg_notify('row_changes', tg_argv[0] || ':' || ids);
  end loop;
  return null;
end
$$;
