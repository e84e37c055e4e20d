// The proration rule lives with the billing schedule in packages/domain (decision 047).
export { periodStartOf, unusedPeriodCreditCents } from '@songstats/domain';
