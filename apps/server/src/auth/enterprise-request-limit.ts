import { type Database, takeRequestSlot } from '@songstats/db';
import { HttpError } from '../plugins/errors';
import { ENTERPRISE_REQUESTS_PER_MEMBER, minutesText } from './rate-limits';

export const tooManyEnterpriseRequestsText = (seconds: number) =>
  `You have sent ${ENTERPRISE_REQUESTS_PER_MEMBER.max} enterprise requests in the past hour. We will get back to you; you can send another in ${minutesText(seconds)}.`;

/** Takes one of the member's enterprise requests (ENTERPRISE_REQUESTS_PER_MEMBER), or answers 429. */
export async function takeEnterpriseRequestSlot(db: Database, memberId: number): Promise<void> {
  const slot = await takeRequestSlot(
    db,
    `enterprise-request:${memberId}`,
    ENTERPRISE_REQUESTS_PER_MEMBER,
  );
  if (!slot.taken) throw new HttpError(429, tooManyEnterpriseRequestsText(slot.retryAfterSeconds));
}
