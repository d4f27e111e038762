import { JsonLogger, requestContext } from './logger.js';

function capture(level: 'debug' | 'info' | 'warn' = 'info') {
  const out: string[] = [];
  const err: string[] = [];
  const logger = new JsonLogger(level, {
    out: { write: (l: string) => void out.push(l) },
    err: { write: (l: string) => void err.push(l) },
  });
  const parse = (lines: string[]) => lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  return { logger, out: () => parse(out), err: () => parse(err) };
}

describe('JsonLogger (pino)', () => {
  it('writes one JSON line per event with time, level name, context and msg; info to out, warn and error to err', () => {
    const { logger, out, err } = capture();
    logger.log('started', 'Bootstrap');
    logger.warn('careful', 'Mail');
    logger.error('broke', 'stack-trace', 'Mail');
    expect(out()).toEqual([{ time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), level: 'info', context: 'Bootstrap', msg: 'started' }]);
    expect(err().map((l) => [l.level, l.msg, l.context, l.stack])).toEqual([
      ['warn', 'careful', 'Mail', undefined],
      ['error', 'broke', 'Mail', 'stack-trace'],
    ]);
  });

  it('drops lines below its level', () => {
    const { logger, out, err } = capture('warn');
    logger.log('quiet');
    logger.debug('quieter');
    logger.warn('loud');
    expect(out()).toEqual([]);
    expect(err().map((l) => l.msg)).toEqual(['loud']);
  });

  it('adds the reqId of the request being served', () => {
    const { logger, out } = capture();
    requestContext.run({ reqId: 'abc-1' }, () => logger.log('inside'));
    logger.log('outside');
    expect(out().map((l) => [l.msg, l.reqId])).toEqual([
      ['inside', 'abc-1'],
      ['outside', undefined],
    ]);
  });

  it('redacts secret query values in messages and request URLs, and secret fields', () => {
    const { logger, out, err } = capture();
    logger.request({ reqId: 'r', method: 'GET', url: '/api/download/x?token=SECRET1&sig=SECRET2', status: 200, ms: 1.5 });
    logger.log({ msg: 'GET /reset?token=SECRET3 failed', user: { password: 'SECRET4' } });
    logger.request({ reqId: 'r2', method: 'POST', url: '/api/x', status: 503, ms: 2 });
    const text = JSON.stringify([...out(), ...err()]);
    for (const secret of ['SECRET1', 'SECRET2', 'SECRET3', 'SECRET4']) expect(text).not.toContain(secret);
    expect(out()[0]).toMatchObject({
      msg: 'request',
      context: 'HTTP',
      url: '/api/download/x?token=[redacted]&sig=[redacted]',
      status: 200,
    });
    // A server error is logged at level error.
    expect(err()[0]).toMatchObject({ level: 'error', msg: 'request', status: 503 });
  });

  it("redacts the receipt's review token and secrets sent in bracket form", () => {
    const { logger, out } = capture();
    logger.request({ reqId: 'r', method: 'GET', url: '/guides/fabric-101?review=WyJidXllckBleGFt.SIG1#reviews', status: 200, ms: 1 });
    logger.request({ reqId: 'r', method: 'GET', url: '/api/newsletter/confirm?token[]=TOK1&token%5B0%5D=TOK2&a=1', status: 400, ms: 1 });
    logger.request({ reqId: 'r', method: 'GET', url: '/x?email[x]=ada@example.com&review=', status: 404, ms: 1 });
    const text = JSON.stringify(out());
    for (const secret of ['WyJidXllckBleGFt', 'SIG1', 'TOK1', 'TOK2', 'ada@example.com']) expect(text).not.toContain(secret);
    expect(out().map((l) => l.url)).toEqual([
      '/guides/fabric-101?review=[redacted]#reviews',
      '/api/newsletter/confirm?token[]=[redacted]&token%5B0%5D=[redacted]&a=1',
      '/x?email[x]=[redacted]&review=[redacted]',
    ]);
  });

  it('logs routine requests (a hashed asset served as asked) at level debug only', () => {
    const info = capture('info');
    info.logger.request({ reqId: 'a', method: 'GET', url: '/assets/app-1.js', status: 200, ms: 1, routine: true });
    info.logger.request({ reqId: 'p', method: 'GET', url: '/guides', status: 200, ms: 1 });
    expect(info.out().map((l) => l.reqId)).toEqual(['p']);
    const debug = capture('debug');
    debug.logger.request({ reqId: 'a', method: 'GET', url: '/assets/app-1.js', status: 200, ms: 1, routine: true });
    expect(debug.out()).toEqual([expect.objectContaining({ level: 'debug', msg: 'request', url: '/assets/app-1.js', status: 200 })]);
    expect(debug.out()[0]).not.toHaveProperty('routine');
  });

  it('stamps each line with the millisecond it was written, request lines and others alike', () => {
    const { logger, out, err } = capture();
    const now = jest.spyOn(Date, 'now');
    try {
      now.mockReturnValue(Date.UTC(2026, 11, 7, 9, 30, 0, 1));
      logger.request({ reqId: 'a', method: 'GET', url: '/', status: 200, ms: 1 });
      logger.log('same millisecond', 'Test');
      now.mockReturnValue(Date.UTC(2026, 11, 7, 9, 30, 0, 2));
      logger.request({ reqId: 'b', method: 'GET', url: '/guides', status: 200, ms: 1 });
      now.mockReturnValue(Date.UTC(2026, 11, 7, 9, 30, 1, 0));
      logger.request({ reqId: 'c', method: 'GET', url: '/x', status: 500, ms: 1 });
    } finally {
      now.mockRestore();
    }
    expect(out().map((l) => [l.reqId ?? l.msg, l.time])).toEqual([
      ['a', '2026-12-07T09:30:00.001Z'],
      ['same millisecond', '2026-12-07T09:30:00.001Z'],
      ['b', '2026-12-07T09:30:00.002Z'],
    ]);
    expect(err().map((l) => [l.reqId, l.level, l.time])).toEqual([['c', 'error', '2026-12-07T09:30:01.000Z']]);
  });

  it('writes a request line with its fields in a fixed order, aborted ones marked', () => {
    const { logger, out } = capture();
    logger.request({ reqId: 'r', method: 'GET', url: '/guides?email=a@b.example', status: 499, ms: 3.25, aborted: true });
    logger.request({ reqId: 's', method: 'HEAD', url: '/', status: 200, ms: 0.5 });
    const [first, second] = out().map((l) => Object.keys(l));
    expect(first).toEqual(['level', 'time', 'reqId', 'context', 'method', 'url', 'status', 'ms', 'aborted', 'msg']);
    expect(second).toEqual(['level', 'time', 'reqId', 'context', 'method', 'url', 'status', 'ms', 'msg']);
    expect(out()[0]).toMatchObject({ url: '/guides?email=[redacted]', aborted: true, status: 499 });
  });

  it('logs an Error with its message and stack', () => {
    const { logger, err } = capture();
    logger.error(new Error('kaput'));
    expect(err()[0]).toMatchObject({ level: 'error', msg: 'kaput', stack: expect.stringContaining('Error: kaput') });
  });
});
