import { AsyncLocalStorage } from 'node:async_hooks';
import type { LoggerService, LogLevel } from '@nestjs/common';
import pino, { type DestinationStream, type Logger as PinoLogger } from 'pino';

type Level = 'debug' | 'info' | 'warn' | 'error' | 'silent';

/** Fields that never reach a log line, wherever a caller puts them. */
const REDACTED_FIELDS = [
  'password',
  'token',
  'secret',
  'cookie',
  'authorization',
  '*.password',
  '*.token',
  '*.secret',
  '*.cookie',
  '*.authorization',
];

/**
 * The request being served, set by requestIdMiddleware for everything that runs on its
 * behalf: every log line written meanwhile (errors from the exception filter, mail
 * failures...) carries its `reqId`.
 */
export const requestContext = new AsyncLocalStorage<{ reqId: string }>();

/**
 * Query parameters whose values never reach the log: secrets (signed links, one-time
 * tokens, `verify` on /login (the e-mail confirmation link's token), the receipt's review
 * token, which names the buyer's e-mail and lets its holder write their review, Stripe's client secret, the payment intent id that completes a
 * purchase) and e-mail addresses (the thank-you link, or a pre-rendered form submitted
 * before the page's script ran). Also when sent in bracket form (`token[]=`, `token%5B0%5D=`).
 */
export const SECRET_QUERY_PARAMS = [
  'token',
  'sig',
  'review',
  'payment_intent',
  'payment_intent_client_secret',
  'client_secret',
  'email',
  'verify',
] as const;
const SECRET_QUERY = new RegExp(`([?&](?:${SECRET_QUERY_PARAMS.join('|')})(?:\\[[^\\]=&#]*\\]|%5B[^=&#]*?%5D)*=)[^&#\\s"':]*`, 'gi');

/** `url` with the values of secret query parameters replaced by `[redacted]`. */
export function redactQuery(url: string): string {
  // Most URLs have no query (a page view): nothing to look for.
  return url.includes('?') ? url.replace(SECRET_QUERY, '$1[redacted]') : url;
}

/**
 * pino's `time` field as an ISO date, made once per millisecond: a busy server writes several
 * lines in the same millisecond, and formatting the date was about a fifth of a request line's
 * cost (1.6 % of the samples against 8.6 % in a CPU profile of GET / under load).
 */
function isoTimeOncePerMs(): () => string {
  let lastMs = -1;
  let last = '';
  return () => {
    const now = Date.now();
    if (now !== lastMs) {
      lastMs = now;
      last = `,"time":"${new Date(now).toISOString()}"`;
    }
    return last;
  };
}

/** Where log lines go: info and debug to `out`, warnings and errors to `err`. */
export interface LogDestinations {
  out: DestinationStream;
  err: DestinationStream;
}

/**
 * stdout's buffer, as pino's asynchronous logging documents it: lines are gathered until
 * 4 KiB are pending (about 20 request lines) and written in one go, so a busy server makes
 * one write for a score of lines (about 7 % of the CPU of a page view under load against
 * a write whenever the last had finished). What a quiet server has pending is written
 * within `STDOUT_FLUSH_MS`; everything is written when the process exits (crash or
 * shutdown); a SIGKILL loses at most the pending 4 KiB.
 */
const STDOUT_BUFFER_BYTES = 4096;
export const STDOUT_FLUSH_MS = 500;

/**
 * The process's default destinations, made once: stdout through sonic-boom in async mode,
 * buffered (above), and stderr written at once, so a warning or a crash is never held back.
 */
let processStdout: ReturnType<typeof pino.destination> | undefined;
let processDestinations: LogDestinations | undefined;
function defaultDestinations(): LogDestinations {
  if (!processDestinations) {
    const out = pino.destination({ dest: 1, sync: false, minLength: STDOUT_BUFFER_BYTES });
    setInterval(() => {
      try {
        out.flush();
      } catch {
        // Ended or destroyed: nothing more can be written, and the timer must not throw.
      }
    }, STDOUT_FLUSH_MS).unref();
    process.once('exit', () => out.flushSync());
    processStdout = out;
    processDestinations = { out, err: process.stderr };
  }
  return processDestinations;
}

/**
 * Writes a JSON line to stdout whatever the log level (the start-up banner), after the lines
 * logged before it, and sends everything pending now rather than within `STDOUT_FLUSH_MS`.
 */
export function announce(fields: Record<string, unknown>): void {
  const out = defaultDestinations().out;
  out.write(`${JSON.stringify({ time: new Date().toISOString(), level: 'info', ...fields })}\n`);
  processStdout?.flush();
}

/**
 * Structured JSON lines (pino), one object per event: `time` (ISO), `level` (its name),
 * `context`, `reqId` of the request being served, `msg`. Nest's LoggerService on top, so
 * Nest, the exception filter and the services log through it.
 */
export class JsonLogger implements LoggerService {
  private readonly pino: PinoLogger;

  /**
   * The request lines: their fields are fixed (the url already redacted) and carry their own
   * reqId, so they skip the mixin and the field redaction every other line goes through, and
   * they are written straight to their stream (out for info and debug, err for a server
   * error) rather than through the multistream: one line per page view is the log's hot path.
   */
  private readonly requests: PinoLogger;
  private readonly requestErrors: PinoLogger;

  constructor(level: Level = 'info', destinations: LogDestinations = defaultDestinations()) {
    const options = {
      level,
      base: null,
      timestamp: isoTimeOncePerMs(),
      formatters: { level: (label: string) => ({ level: label }) },
    };
    const streams = pino.multistream(
      [
        { level: 'debug', stream: destinations.out },
        { level: 'warn', stream: destinations.err },
      ],
      // Each line goes to one stream only: the highest whose level it reaches.
      { dedupe: true },
    );
    this.pino = pino(
      {
        ...options,
        // Every line written on behalf of a request carries its id.
        mixin: () => {
          const reqId = requestContext.getStore()?.reqId;
          return reqId ? { reqId } : {};
        },
        // Secrets that could reach a line as a field are never written.
        redact: { paths: REDACTED_FIELDS, censor: '[redacted]' },
      },
      streams,
    );
    this.requests = pino(options, destinations.out);
    this.requestErrors = pino(options, destinations.err);
  }

  private write(level: Exclude<Level, 'silent'>, message: unknown, context?: string, extra?: Record<string, unknown>): void {
    if (!this.pino.isLevelEnabled(level)) return;
    const fields: Record<string, unknown> = { context, ...extra };
    let msg: string | undefined;
    if (message instanceof Error) {
      msg = message.message;
      fields.stack = message.stack;
    } else if (typeof message === 'object' && message !== null) {
      const { msg: inner, ...rest } = message as Record<string, unknown>;
      Object.assign(fields, rest);
      if (inner !== undefined) msg = String(inner);
    } else {
      msg = String(message);
    }
    // Messages may quote a request URL (the exception filter does): no secrets in logs.
    this.pino[level](fields, msg === undefined ? undefined : redactQuery(msg));
  }

  private split(params: unknown[]): { context?: string; rest: unknown[] } {
    const last = params[params.length - 1];
    return typeof last === 'string' ? { context: last, rest: params.slice(0, -1) } : { rest: params };
  }

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, this.split(params).context);
  }
  error(message: unknown, ...params: unknown[]): void {
    const { context, rest } = this.split(params);
    const stack = typeof rest[0] === 'string' ? rest[0] : undefined;
    this.write('error', message, context, stack ? { stack } : undefined);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, this.split(params).context);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, this.split(params).context);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, this.split(params).context);
  }
  setLogLevels?(_levels: LogLevel[]): void {}

  /**
   * One line per finished HTTP request: reqId, method, url (secret query values
   * redacted), status, ms. Server errors (5xx) are logged at level error; `routine`
   * requests (a hashed asset served as asked) at level debug, every other one at info.
   */
  request(fields: { reqId: string; method: string; url: string; status: number; ms: number; aborted?: true; routine?: boolean }): void {
    const level = fields.status >= 500 ? 'error' : fields.routine ? 'debug' : 'info';
    const to = level === 'error' ? this.requestErrors : this.requests;
    if (!to.isLevelEnabled(level)) return;
    const line = {
      reqId: fields.reqId,
      context: 'HTTP',
      method: fields.method,
      url: redactQuery(fields.url),
      status: fields.status,
      ms: fields.ms,
    };
    to[level](fields.aborted ? { ...line, aborted: true } : line, 'request');
  }
}
