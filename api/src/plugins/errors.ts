import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { schemaErrorMessage, type SchemaError } from '@muster/shared-kernel/core/model';
import { databaseFailure } from '../db/failures.js';
import { HttpError } from '../errors.js';

/** Seconds a client is asked to wait while the database cannot be reached (a restart's length). */
const DATABASE_RETRY_SECONDS = 5;

/** The answers to a request that met the database down or its disk full. */
const DATABASE_FAILURES = {
  unavailable: {
    statusCode: 503,
    message: "The site's database is unavailable at the moment: try again in a few seconds",
  },
  'disk-full': {
    statusCode: 507,
    message:
      "The site's database has run out of disk space, so nothing was saved: the site's operator " +
      'must free space on the disk that holds the database',
  },
} as const;

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'statusCode' in error;
}

/** PostgreSQL error codes that mean bad input rather than a broken server. */
const PG_INPUT_ERRORS: Record<string, number> = {
  '22P02': 400, // invalid text representation (a malformed uuid, say)
  '22001': 400, // value too long
  '22003': 400, // numeric value out of range
  '23503': 400, // foreign key violation: a referenced thing does not exist
  '23505': 409, // unique violation
};

function pgCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * Whether a path's `id` was refused for not being a uuid: every id the site gives is one, so such
 * an address names nothing (a 404 like an unknown uuid), not bad input.
 */
const isMalformedId = (part: string, error: SchemaError) =>
  part === 'params' && error.instancePath === '/id' && error.keyword === 'format';

/** Every error becomes `{ statusCode, error, message }`; bad input is 4xx, never 500. */
async function errors(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    let statusCode = 500;
    let message = 'Something went wrong on the server';
    if (error instanceof HttpError) {
      statusCode = error.statusCode;
      message = error.message;
    } else if (isFastifyError(error) && error.statusCode && error.statusCode < 500) {
      statusCode = error.statusCode;
      message = error.message;
      const [invalid] = error.validation ?? [];
      if (invalid && error.validationContext) {
        if (isMalformedId(error.validationContext, invalid)) {
          statusCode = 404;
          message = 'Nothing has this id';
        } else message = schemaErrorMessage(error.validationContext, invalid);
      }
    } else {
      const code = pgCode(error);
      const mapped = code ? PG_INPUT_ERRORS[code] : undefined;
      const failure = databaseFailure(error);
      if (failure) {
        ({ statusCode, message } = DATABASE_FAILURES[failure]);
      } else if (mapped) {
        statusCode = mapped;
        message =
          mapped === 409
            ? 'That already exists'
            : 'A value is malformed, too long or refers to something missing';
      }
    }
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    if (statusCode === 429) {
      // The limit that refused knows when it lifts; 60 s for a 429 that does not say.
      const wait = error instanceof HttpError ? error.retryAfterSeconds : undefined;
      reply.header('Retry-After', String(wait ?? 60));
    }
    if (statusCode === 503) reply.header('Retry-After', String(DATABASE_RETRY_SECONDS));
    return reply
      .code(statusCode)
      .send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message });
  });
}

export default fp(errors, { name: 'errors' });
