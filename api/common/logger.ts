import { AsyncLocalStorage } from 'node:async_hooks';
import type { LoggerService, LogLevel } from '@nestjs/common';

type Level = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const RANK: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/**
 * The request being served, set by requestIdMiddleware for everything that runs on its
 * behalf: every log line written meanwhile (errors from the exception filter, mail
 * failures...) carries its `reqId`.
 */
export const requestContext = new AsyncLocalStorage<{ reqId: string }>();

/**
 * Query parameters whose values never reach the log: secrets (signed links, one-time
 * tokens, Stripe's client secret, the payment intent id that completes a purchase) and
 * e-mail addresses (the thank-you link, or a pre-rendered form submitted before the
 * page's script ran).
 */
export const SECRET_QUERY_PARAMS = ['token', 'sig', 'payment_intent', 'payment_intent_client_secret', 'client_secret', 'email'] as const;
const SECRET_QUERY = new RegExp(`([?&](?:${SECRET_QUERY_PARAMS.join('|')})=)[^&#\\s"':]*`, 'gi');

/** `url` with the values of secret query parameters replaced by `[redacted]`. */
export function redactQuery(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

/**
 * Info and debug lines (one per request) are gathered and written to stdout once per turn
 * of the event loop: one write call for many lines instead of one each (a synchronous
 * syscall when stdout is a file). Warnings and errors go to stderr at once. What is still
 * gathered is written when the process exits.
 */
let pending = '';
function writeSoon(out: string): void {
  if (pending === '') setImmediate(flushStdout);
  pending += out;
  if (pending.length > 64 * 1024) flushStdout();
}
function flushStdout(): void {
  if (pending === '') return;
  const out = pending;
  pending = '';
  process.stdout.write(out);
}
process.once('exit', flushStdout);

/** Structured JSON lines on stdout/stderr, one object per event. */
export class JsonLogger implements LoggerService {
  constructor(private readonly level: Level = 'info') {}

  private write(level: Exclude<Level, 'silent'>, message: unknown, context?: string, extra?: Record<string, unknown>): void {
    if (RANK[level] < RANK[this.level]) return;
    const line: Record<string, unknown> = { time: new Date().toISOString(), level, context };
    const reqId = requestContext.getStore()?.reqId;
    if (reqId) line.reqId = reqId;
    Object.assign(line, extra);
    if (message instanceof Error) {
      line.msg = message.message;
      line.stack = message.stack;
    } else if (typeof message === 'object' && message !== null) {
      Object.assign(line, message);
    } else {
      line.msg = String(message);
    }
    // Messages may quote a request URL (the exception filter does): no secrets in logs.
    if (typeof line.msg === 'string') line.msg = redactQuery(line.msg);
    const out = JSON.stringify(line) + '\n';
    if (level === 'error' || level === 'warn') {
      flushStdout();
      process.stderr.write(out);
    } else {
      writeSoon(out);
    }
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
   * redacted), status, ms. Server errors (5xx) are logged at level error.
   */
  request(fields: { reqId: string; method: string; url: string; status: number; ms: number } & Record<string, unknown>): void {
    this.write(fields.status >= 500 ? 'error' : 'info', { msg: 'request', ...fields, url: redactQuery(fields.url) }, 'HTTP');
  }
}
