import {
  acquirePaymentLock,
  type Database,
  findIdempotentAnswer,
  releasePaymentLock,
  storeIdempotentAnswer,
} from '@songstats/db';
import { HttpError } from '../plugins/errors';

export const PAYMENT_IN_PROGRESS =
  'A payment is already being processed. Please wait a moment before trying again.';
export const IDEMPOTENCY_KEY_REUSED = 'This payment key was already used for another request.';

/** A replayed answer: the status and body the first request with this key got. */
export class ReplayedAnswer extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: unknown,
  ) {
    super('replayed');
  }
}

/**
 * spec §5 "Only one payment submission may run at once": runs `submit` holding the member's
 * payment lock (a second concurrent submission gets a 409). With an idempotency key, the answer
 * (success or refusal) is kept, and a retry with the same key gets it again without charging.
 */
export async function runPaymentSubmission<T>(
  db: Database,
  input: { memberId: number; operation: string; idempotencyKey: string | undefined },
  submit: () => Promise<T>,
): Promise<T> {
  if (!(await acquirePaymentLock(db, input.memberId))) {
    throw new HttpError(409, PAYMENT_IN_PROGRESS);
  }
  try {
    const key = input.idempotencyKey;
    if (key) {
      const stored = await findIdempotentAnswer(db, input.memberId, key);
      if (stored) {
        if (stored.operation !== input.operation) throw new HttpError(422, IDEMPOTENCY_KEY_REUSED);
        throw new ReplayedAnswer(stored.statusCode, stored.response);
      }
    }
    try {
      const result = await submit();
      if (key) {
        await storeIdempotentAnswer(db, input.memberId, key, {
          operation: input.operation,
          statusCode: 200,
          response: result,
        });
      }
      return result;
    } catch (error) {
      // A refusal the member can act on is an answer too; a fault (5xx) may be retried.
      if (key && error instanceof HttpError && error.statusCode < 500) {
        await storeIdempotentAnswer(db, input.memberId, key, {
          operation: input.operation,
          statusCode: error.statusCode,
          response: { message: error.message },
        });
      }
      throw error;
    }
  } finally {
    await releasePaymentLock(db, input.memberId);
  }
}
