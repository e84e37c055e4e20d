import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { queryRows } from '../query-rows';

/**
 * The salt of `day`'s visitor hashes, the same for every server process: the first to ask makes
 * it, the others read it. Making a day's salt deletes the salts and visitor hashes of the days
 * before yesterday, so no stored hash can be linked to an address once its day is over (the
 * scheme privacy-friendly web analytics use). Kept in memory per database and day.
 */
const saltsByDb = new WeakMap<object, Map<string, Promise<string>>>();

export function dailySalt(db: Database, day: string): Promise<string> {
  const salts = saltsByDb.get(db) ?? new Map<string, Promise<string>>();
  saltsByDb.set(db, salts);
  const kept = salts.get(day);
  if (kept) return kept;
  const loading = loadDailySalt(db, day);
  salts.clear();
  salts.set(day, loading);
  loading.catch(() => salts.delete(day));
  return loading;
}

async function loadDailySalt(db: Database, day: string): Promise<string> {
  const [made] = await queryRows<{ salt: string }>(
    db,
    sql`insert into smart_link_salts (day, salt) values (${day}, ${randomBytes(32).toString('hex')})
        on conflict (day) do nothing returning salt`,
  );
  if (made) {
    await queryRows(db, sql`delete from smart_link_salts where day < ${day}::date - 1`);
    await queryRows(db, sql`delete from smart_link_visitors where day < ${day}::date - 1`);
    return made.salt;
  }
  const [stored] = await queryRows<{ salt: string }>(
    db,
    sql`select salt from smart_link_salts where day = ${day}`,
  );
  return stored!.salt;
}
