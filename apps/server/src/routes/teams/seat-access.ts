import { type Database, deleteTeamSeat, syncTeamSeats } from '@songstats/db';
import { syncMemberAccess } from '../../payments/sync-member-access';

/**
 * A member's seats (secondary managements) and their access follow their teams at once: the
 * team's accounts and plan reach a member who joins, and leave one who goes. Changing the
 * managements notifies the member's change (migration 0014), so every server's read caches drop
 * the member's kept access before their next request (decision 011).
 */
export async function syncSeatAccess(db: Database, memberId: number) {
  await syncTeamSeats(db, memberId);
  await syncMemberAccess(db, memberId);
}

/** Removes a seat and, in the same transaction, what it gave its member. */
export async function takeSeatAway(db: Database, seat: { id: number; memberId: number | null }) {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await deleteTeamSeat(tx, seat.id);
    if (seat.memberId !== null) await syncSeatAccess(tx, seat.memberId);
  });
}
