import { eq, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { queryRows } from '../query-rows';
import { accountSourceObjects, accounts } from '../schema';
import { type AdminActor, recordAdminAction } from './audit-log';
import {
  type DeskPage,
  type DeskPageRequest,
  deskOrderAndPage,
  iso,
  likePattern,
  toDeskPage,
} from './desk-page';

/** Issue 26, Sources desk: how many profile links each source has, and how many are alpha. */
export async function sourceLinkCounts(
  db: Database,
): Promise<Map<string, { links: number; alpha: number }>> {
  const rows = await queryRows<{ source_id: string; links: number; alpha: number }>(
    db,
    sql`select source_id, count(*)::int as links, count(*) filter (where is_alpha)::int as alpha
        from account_source_objects group by source_id`,
  );
  return new Map(
    rows.map((row) => [row.source_id, { links: Number(row.links), alpha: Number(row.alpha) }]),
  );
}

export type SourceLinkDeskSort = 'account' | 'sourceId' | 'createdAt' | 'isAlpha';
export type SourceLinkDeskAlpha = 'all' | 'alpha' | 'shown';
const COLUMNS: Record<SourceLinkDeskSort, string> = {
  account: 'lower(a.name)',
  sourceId: 'o.source_id',
  createdAt: 'o.created_at',
  isAlpha: 'o.is_alpha',
};

export interface SourceLinkDeskRow {
  id: number;
  sourceId: string;
  url: string;
  isAlpha: boolean;
  accountName: string;
  accountIdUnique: string;
  createdAt: string;
}

interface Row {
  id: number;
  source_id: string;
  url: string;
  is_alpha: boolean;
  account_name: string;
  account_id_unique: string;
  created_at: string;
  total_rows: number;
}

/** The profiles' links to a platform (spec §7 add_source_object), by profile or link. */
export async function listSourceLinksForAdmin(
  db: Database,
  request: DeskPageRequest<SourceLinkDeskSort> & {
    sourceId?: string | undefined;
    alpha: SourceLinkDeskAlpha;
  },
): Promise<DeskPage<SourceLinkDeskRow>> {
  const q = request.q?.trim() || null;
  const sourceId = request.sourceId ?? null;
  const rows = await queryRows<Row>(
    db,
    sql`select o.id, o.source_id, o.url, o.is_alpha, o.created_at,
          a.name as account_name, a.id_unique as account_id_unique,
          count(*) over () as total_rows
        from account_source_objects o join accounts a on a.id = o.account_id
        where (${q}::text is null or a.name ilike ${likePattern(q ?? '')}
               or o.url ilike ${likePattern(q ?? '')})
          and (${sourceId}::text is null or o.source_id = ${sourceId})
          and (${request.alpha} = 'all' or o.is_alpha = (${request.alpha} = 'alpha'))
        ${deskOrderAndPage(COLUMNS, request, 'o.id')}`,
  );
  return toDeskPage(rows, request, (row) => ({
    id: Number(row.id),
    sourceId: row.source_id,
    url: row.url,
    isAlpha: row.is_alpha,
    accountName: row.account_name,
    accountIdUnique: row.account_id_unique,
    createdAt: iso(row.created_at)!,
  }));
}

/**
 * spec §7 toggle_alpha, from the Sources desk: marks a profile's link as alpha (not shown on the
 * profile) or not, logged in the same transaction; null when there is no such link.
 */
export async function setSourceLinkAlpha(
  db: Database,
  admin: AdminActor,
  sourceObjectId: number,
  isAlpha: boolean,
): Promise<{ sourceId: string; accountName: string; isAlpha: boolean } | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        sourceId: accountSourceObjects.sourceId,
        isAlpha: accountSourceObjects.isAlpha,
        accountName: accounts.name,
        url: accountSourceObjects.url,
      })
      .from(accountSourceObjects)
      .innerJoin(accounts, eq(accounts.id, accountSourceObjects.accountId))
      .where(eq(accountSourceObjects.id, sourceObjectId))
      .for('update', { of: accountSourceObjects });
    if (!before) return null;
    await tx
      .update(accountSourceObjects)
      .set({ isAlpha })
      .where(eq(accountSourceObjects.id, sourceObjectId));
    await recordAdminAction(tx as unknown as Database, admin, {
      action: isAlpha ? 'source_link.alpha' : 'source_link.unalpha',
      targetType: 'source_object',
      targetId: sourceObjectId,
      before: { isAlpha: before.isAlpha, url: before.url },
      after: { isAlpha, url: before.url },
    });
    return { sourceId: before.sourceId, accountName: before.accountName, isAlpha };
  });
}
