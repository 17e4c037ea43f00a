import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { decodedFully, SECRET_PARAMETER_NAMES, secretRouteMasks } from './log-secrets.js';

/**
 * Logs never carry password hashes, tokens or emails. They leak through three doors, each closed
 * here: error objects (a failed query's message lists its parameters, and PostgreSQL's `detail`
 * repeats the failing row, email and hash included), request URLs (reset and invite tokens travel
 * in paths, as the routes' declarations mark them; searches in query strings), and anything a
 * handler passes to `log.*`.
 */

/** Keys whose values are never logged, at any depth (`password`, `passwordHash`, `token`, …). */
const SECRET_KEY = /password|token|secret|email|authorization|cookie|^params$/i;

/** The placeholder for a value that was removed. */
export const REDACTED = '[redacted]';

/** What a masked match becomes: a fixed text, or one made from the match and its groups. */
type Replacement = string | ((match: string, ...groups: string[]) => string);

/**
 * What separates a JSON web token's three parts in the forms the site writes one: a dot, a comma
 * (invitation links, `/register/{token}`, write commas so that chat programs do not cut the link at
 * a dot) or either URL-encoded, once or more (`%2C`, `%252C`, `%2E`).
 */
const TOKEN_SEPARATOR = String.raw`(?:[.,]|%(?:25)*2[CcEe])`;

const PATTERNS: [RegExp, Replacement][] = [
  // Whatever a route declared secret (a reset or invitation link's token), in any form its
  // address takes: see log-secrets.ts.
  ...secretRouteMasks(),
  // A failed query's parameters (drizzle puts them at the end of its message).
  [/(\bparams:)[^\n]*/g, `$1 ${REDACTED}`],
  // Password hashes as passwords.ts writes them: scrypt$N$r$p$salt$hash.
  [/scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]*\$[A-Za-z0-9+/=]*/g, '[password hash]'],
  [/\bBearer\s+[^\s,"']+/gi, `Bearer ${REDACTED}`],
  // JSON web tokens, session and invite tokens, whichever separators they are written with.
  [new RegExp(String.raw`\beyJ[\w-]*(?:${TOKEN_SEPARATOR}[\w-]+)*`, 'g'), '[token]'],
  // Query parameters named like a secret (`token=`, `access_token=`, `password=`), or as a route
  // names one of its secret parameters, the name written plainly or encoded.
  [
    /([?&])([^=&#\s"'<>]+)=([^&#\s"'<>]*)/g,
    (match: string, lead: string, name: string) => {
      const plain = decodedFully(name);
      return SECRET_KEY.test(plain) || SECRET_PARAMETER_NAMES.has(plain.toLowerCase())
        ? `${lead}${name}=${REDACTED}`
        : match;
    },
  ],
  [/[^\s@"'<>(),;:/?&=]+(@|%40)[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g, '[email]'],
];

/** A text with passwords' hashes, tokens, emails and query parameters masked. */
export function scrubText(text: string): string {
  return PATTERNS.reduce(
    (result, [pattern, replacement]) =>
      typeof replacement === 'string'
        ? result.replace(pattern, replacement)
        : result.replace(pattern, replacement),
    text,
  );
}

const MAX_DEPTH = 6;

/** A copy of a value safe to log: secret keys removed, every string scrubbed. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[too deep]';
  if (value instanceof Error) return serializeError(value, depth);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  if (Buffer.isBuffer(value)) return `[${value.length} bytes]`;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = SECRET_KEY.test(key) ? REDACTED : scrubValue(item, depth + 1);
  }
  return copy;
}

/** What an error becomes in a log line. */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** The error fields worth logging, scrubbed; the cause chain follows, scrubbed alike. */
export function serializeError(error: Error, depth = 0): LoggedError {
  const fields = error as Error & Record<string, unknown>;
  const out: LoggedError = {
    type: error.name,
    message: scrubText(error.message),
    stack: scrubText(error.stack ?? ''),
  };
  for (const key of ['code', 'statusCode', 'detail', 'table', 'column', 'constraint', 'routine']) {
    if (fields[key] !== undefined) out[key] = scrubValue(fields[key], depth + 1);
  }
  if (error.cause !== undefined && depth < MAX_DEPTH) {
    out.cause =
      error.cause instanceof Error
        ? serializeError(error.cause, depth + 1)
        : scrubValue(error.cause, depth + 1);
  }
  return out;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
  host?: string;
  socket?: { remotePort?: number };
}

/**
 * One log line per request, written when the answer is sent (Fastify writes two by default,
 * 'incoming request' and 'request completed'). It holds what both held: the request id (the
 * request logger's `reqId`), `req` (method, scrubbed URL, host, remote address and port), `res`
 * (status), `responseTime` in ms and `contentLength`. A response that failed while being sent
 * is logged at `error` with its error; a 5xx the error handler answered has its error logged
 * there (`request failed`), beside this line.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {
    // Written with the answer instead (requestCompleted).
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const length = reply.getHeader('content-length');
    const line = {
      req: request,
      res: reply,
      responseTime: reply.elapsedTime,
      contentLength: length === undefined ? undefined : Number(length),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** The logger options of the app: level, destination and the scrubbing above. */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'body.password',
        'body.email',
      ],
      censor: REDACTED,
    },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: request.url === undefined ? undefined : scrubText(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: (error: Error) => serializeError(error),
    },
    formatters: {
      // Whatever else a handler logs is copied with secret keys dropped (err, req and res have
      // their serializers above).
      log: (object: Record<string, unknown>) => {
        const copy: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(object)) {
          copy[key] =
            key === 'err' || key === 'req' || key === 'res'
              ? value
              : SECRET_KEY.test(key)
                ? REDACTED
                : scrubValue(value);
        }
        return copy;
      },
    },
    hooks: {
      // Messages and their interpolated arguments are scrubbed too.
      logMethod(args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)),
        );
      },
    },
  };
}
