import type { ProfessionalManagement } from '@songstats/contract';
import type { AccountRow, ManagementRow, SubscriptionRecord } from '@songstats/db';
import { hasSubscriptionAccess, professionalPlanUpgradeText } from '@songstats/domain';

export function presentProfessionalManagement(row: {
  account: AccountRow;
  management: ManagementRow;
}): ProfessionalManagement {
  return {
    idUnique: row.account.idUnique,
    name: row.account.name,
    type: row.account.type,
    imageUrl: row.account.imageUrl,
    baseUrl: `/${row.account.type}/${row.account.idUnique}`,
    addedAt: row.management.createdAt.toISOString(),
  };
}

/**
 * A plan while it gives access (a lapsed one is offered again), else null: the member's own
 * (primary), or the one of a team they joined (secondary, spec §6: upgraded by the team admin).
 */
export function presentProfessionalPlan(
  plan: SubscriptionRecord | null,
  managementType: 'primary' | 'secondary' = 'primary',
  now = new Date(),
) {
  if (!plan || !hasSubscriptionAccess(plan, now)) return null;
  const view = { managementType, isFree: plan.isFree, platform: plan.platform };
  return {
    productType: plan.productType,
    state: plan.state,
    ...view,
    restrictedUpgradeText: professionalPlanUpgradeText(view),
  };
}
