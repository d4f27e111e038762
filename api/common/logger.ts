import type { LoggerService, LogLevel } from '@nestjs/common';

type Level = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const RANK: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/** Structured JSON lines on stdout/stderr, one object per event. */
export class JsonLogger implements LoggerService {
  constructor(private readonly level: Level = 'info') {}

  private write(level: Exclude<Level, 'silent'>, message: unknown, context?: string, extra?: Record<string, unknown>): void {
    if (RANK[level] < RANK[this.level]) return;
    const line: Record<string, unknown> = { time: new Date().toISOString(), level, context, ...extra };
    if (message instanceof Error) {
      line.msg = message.message;
      line.stack = message.stack;
    } else if (typeof message === 'object' && message !== null) {
      Object.assign(line, message);
    } else {
      line.msg = String(message);
    }
    const out = JSON.stringify(line) + '\n';
    (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(out);
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

  /** One line per finished HTTP request. */
  request(fields: Record<string, unknown>): void {
    this.write('info', { msg: 'request', ...fields }, 'HTTP');
  }
}
