import { isDatabaseUnavailable, sqlState } from '@songstats/db';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error whose message is meant for the user (spec §8: bodies carry `message`). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** For a 503: the seconds after which to try again (`Retry-After`). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

function validationMessage(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  const first = error.validation[0];
  const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return field ? `${field}: ${first?.message}` : (first?.message ?? 'Invalid request');
}

/**
 * PostgreSQL refuses text it cannot store (a NUL character, SQLSTATE 22021 / 22P05); that is the
 * request's fault, so it is a 400. Drizzle wraps the driver's error in `cause`.
 */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);
function isUnstorableText(error: unknown): boolean {
  const code = sqlState(error);
  return code !== undefined && UNSTORABLE_TEXT.has(code);
}
export const UNSTORABLE_TEXT_MESSAGE = 'The request contains characters that are not allowed.';
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a few seconds.';
/**
 * `Retry-After` of a 503 that names none: a PostgreSQL restart under load took 4 s (issue 20),
 * and the pool reconnects by itself on the next query.
 */
export const RETRY_AFTER_SECONDS = 5;

/** Turns every failure into `{ message, error, statusCode }`; only real faults are 500s. */
export const errorHandling = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      let statusCode = error.statusCode ?? 500;
      let message = error.message;
      let retryAfter = RETRY_AFTER_SECONDS;
      if (error instanceof HttpError) {
        statusCode = error.statusCode;
        retryAfter = error.retryAfterSeconds ?? retryAfter;
      } else if (isDatabaseUnavailable(error)) {
        // An outage (restart, failover, lost connections), not a fault of ours or the request's.
        statusCode = 503;
        message = DATABASE_UNAVAILABLE_MESSAGE;
        request.log.warn({ err: error }, 'database unavailable');
      } else if (error.validation) {
        statusCode = 400;
        message = validationMessage(error);
      } else if (isUnstorableText(error)) {
        statusCode = 400;
        message = UNSTORABLE_TEXT_MESSAGE;
      } else if (statusCode >= 500) {
        request.log.error({ err: error }, 'request failed');
        message = 'Something went wrong on our side. Please try again later.';
      }
      if (statusCode === 503) reply.header('retry-after', String(retryAfter));
      reply.status(statusCode).send({
        message,
        error: STATUS_NAMES[statusCode] ?? 'Error',
        statusCode,
      });
    });
    app.setNotFoundHandler((request, reply) => {
      reply.status(404).send({
        message: `No such call: ${request.method} ${request.url.split('?')[0]}`,
        error: 'Not Found',
        statusCode: 404,
      });
    });
  },
  { name: 'error-handling' },
);
