import {
  type Database,
  findMemberById,
  findProfessionalPlanSubscription,
  listTeamOwnersOf,
} from '@songstats/db';
import { hasSubscriptionAccess } from '@songstats/domain';

/**
 * Whose Professional Plan the member works under: their own live plan (primary), else the live
 * plan of the owner of a team they joined (secondary, issue 22 teams), else their own lapsed
 * plan or none. Only the holder changes the plan's profiles.
 */
export async function findPlanHolder(db: Database, memberId: number, now = new Date()) {
  const own = await findProfessionalPlanSubscription(db, memberId);
  if (own && hasSubscriptionAccess(own, now)) {
    return { holderId: memberId, plan: own, managementType: 'primary' as const };
  }
  const owners = (await listTeamOwnersOf(db, [memberId])).get(memberId) ?? new Set<number>();
  for (const ownerId of owners) {
    const plan = await findProfessionalPlanSubscription(db, ownerId);
    if (plan && hasSubscriptionAccess(plan, now)) {
      const owner = await findMemberById(db, ownerId);
      return {
        holderId: ownerId,
        plan,
        managementType: 'secondary' as const,
        maxProManagements: owner?.maxProManagements,
      };
    }
  }
  return { holderId: memberId, plan: own, managementType: 'primary' as const };
}
