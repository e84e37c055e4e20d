import { PITCH_LIMITS, PITCH_TEXTS } from '@songstats/contract';
import { countPitchesSince, type Database } from '@songstats/db';
import type { FastifyReply } from 'fastify';
import { HttpError } from '../../plugins/errors';

const DAY_MS = 86_400_000;

/** Pitches the member may still send in the next 24 hours, and when the oldest counted frees. */
export async function pitchAllowance(db: Database, memberId: number, now = new Date()) {
  const { count, oldest } = await countPitchesSince(db, memberId, new Date(now.getTime() - DAY_MS));
  const left = Math.max(0, PITCH_LIMITS.perDay - count);
  const retryAfterSeconds = oldest
    ? Math.max(1, Math.ceil((oldest.getTime() + DAY_MS - now.getTime()) / 1000))
    : 0;
  return { left, retryAfterSeconds };
}

/** 429 with Retry-After once the member sent PITCH_LIMITS.perDay pitches in 24 hours. */
export async function checkPitchLimit(db: Database, memberId: number, reply: FastifyReply) {
  const { left, retryAfterSeconds } = await pitchAllowance(db, memberId);
  if (left > 0) return;
  reply.header('retry-after', String(retryAfterSeconds));
  throw new HttpError(
    429,
    PITCH_TEXTS.tooMany(PITCH_LIMITS.perDay, Math.max(1, Math.ceil(retryAfterSeconds / 60))),
  );
}
