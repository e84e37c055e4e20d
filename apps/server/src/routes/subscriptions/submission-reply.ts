import type { FastifyReply } from 'fastify';
import { ReplayedAnswer } from '../../payments/payment-submission';

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
};

/** Sends a replayed idempotent answer as the first request got it; rethrows anything else. */
export function replyReplayed(reply: FastifyReply, error: unknown) {
  if (!(error instanceof ReplayedAnswer)) throw error;
  if (error.statusCode >= 400) {
    const { message } = error.body as { message: string };
    return reply.status(error.statusCode).send({
      message,
      error: STATUS_NAMES[error.statusCode] ?? 'Error',
      statusCode: error.statusCode,
    });
  }
  return reply.status(error.statusCode).send(error.body);
}
