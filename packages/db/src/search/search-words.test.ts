import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '../connect';
import { accounts, searchWords, tracks } from '../schema';
import { insertAccount, insertTrack } from '../seed';
import { openTestDatabase } from '../testing';

let connection: Connection;
beforeAll(async () => {
  connection = await openTestDatabase();
});
afterAll(async () => {
  await connection?.close();
});

async function uses(words: string[]) {
  const rows = await connection.db
    .select()
    .from(searchWords)
    .where(inArray(searchWords.word, words));
  return Object.fromEntries(rows.map((row) => [row.word, row.uses]));
}

describe('the dictionary of searchable words (search_words)', () => {
  it('counts the lower-cased words of every name inserted, split at spaces and punctuation', async () => {
    await insertAccount(connection.db, { name: 'Zorblax Quintet' });
    await insertTrack(connection.db, { title: "Zorblax's Return (Remix)" });
    expect(await uses(['zorblax', 'quintet', 's', 'return', 'remix'])).toMatchObject({
      zorblax: 2,
      quintet: 1,
      return: 1,
      remix: 1,
    });
  });

  it('counts the words of a bulk insert once per name', async () => {
    await connection.db.insert(tracks).values([
      { idUnique: 'bulk-1', title: 'Vexmoor Lullaby' },
      { idUnique: 'bulk-2', title: 'Vexmoor Vexmoor Dawn' },
    ]);
    expect(await uses(['vexmoor', 'lullaby', 'dawn'])).toEqual({ vexmoor: 2, lullaby: 1, dawn: 1 });
  });

  it('follows a rename, and forgets a word no name holds any more', async () => {
    const account = await insertAccount(connection.db, { name: 'Glimmerfox' });
    await connection.db
      .update(accounts)
      .set({ name: 'Shimmerfox' })
      .where(eq(accounts.id, account.id));
    expect(await uses(['glimmerfox', 'shimmerfox'])).toEqual({ shimmerfox: 1 });
    await connection.db.update(accounts).set({ hidden: true }).where(eq(accounts.id, account.id));
    expect(await uses(['shimmerfox'])).toEqual({ shimmerfox: 1 });
    await connection.db.delete(accounts).where(eq(accounts.id, account.id));
    expect(await uses(['shimmerfox'])).toEqual({});
  });
});
