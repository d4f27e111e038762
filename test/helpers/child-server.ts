/**
 * The built shop (`node dist/api/main.js`) as a child process on its own storage folder and
 * a loopback port, for tests that kill, stop and restart it (crash safety, backup and
 * restore, graceful shutdown), plus a tiny HTTP client without connection reuse (a killed
 * server must never leave a pooled socket behind for the next request).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { type ClientRequest, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../api/config/config.js';
import { waitForHealth } from './server.js';

export const MAIN_JS = join(PROJECT_ROOT, 'dist', 'api', 'main.js');

/** Throws with what to do when the API has not been built. */
export function assertBuilt(): void {
  if (!existsSync(MAIN_JS)) {
    throw new Error(`${MAIN_JS} is missing: these tests run the built server. Run \`npm run build:api\` (npm test builds first).`);
  }
}

export interface ChildShop {
  proc: ChildProcess;
  baseURL: string;
  /** Every line the server wrote to stdout and stderr, in order. */
  lines: string[];
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface ChildShopOptions {
  storageDir: string;
  port: number;
  env?: Record<string, string>;
  /** How long to wait for /api/health. */
  timeoutMs?: number;
}

/**
 * Starts the built server and waits until it answers /api/health. The environment is the
 * test's own (so PATH etc.), with everything the shop reads set explicitly: sandbox
 * payments, e-mails to storage/outbox, sample PDFs off, high rate limits.
 */
export async function startChildShop(opts: ChildShopOptions): Promise<ChildShop> {
  assertBuilt();
  const baseURL = `http://127.0.0.1:${opts.port}`;
  const proc = spawn(process.execPath, [MAIN_JS], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(opts.port),
      PUBLIC_URL: baseURL,
      STORAGE_DIR: opts.storageDir,
      DATABASE_PATH: join(opts.storageDir, 'shop.sqlite'),
      PAYMENT_PROVIDER: 'sandbox',
      GENERATE_SAMPLE_GUIDES: 'false',
      LOG_LEVEL: 'info',
      RATE_LIMIT_UPLOAD: '100000',
      RATE_LIMIT_CONTACT: '100000',
      RATE_LIMIT_NEWSLETTER: '100000',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  for (const stream of [proc.stdout!, proc.stderr!]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop()!;
      lines.push(...parts.filter((l) => l !== ''));
    });
    stream.on('end', () => {
      if (rest) lines.push(rest);
    });
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.once('exit', (code, signal) => resolve({ code, signal })),
  );
  try {
    await waitForHealth(baseURL, proc, opts.timeoutMs ?? 30_000);
  } catch (err) {
    proc.kill('SIGKILL');
    await exited;
    throw new Error(`${(err as Error).message}\n--- server output ---\n${lines.slice(-30).join('\n')}`, { cause: err });
  }
  return { proc, baseURL, lines, exited };
}

/** SIGKILL, then wait for the exit. */
export async function killHard(shop: ChildShop): Promise<void> {
  if (shop.proc.exitCode === null && shop.proc.signalCode === null) shop.proc.kill('SIGKILL');
  await shop.exited;
}

/** Waits for the exit (SIGKILL after `timeoutMs`, then throws); resolves with the exit code. */
export async function waitForExit(shop: ChildShop, timeoutMs = 20_000): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`server did not exit within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const { code } = await Promise.race([shop.exited, timeout]);
    return code;
  } catch (err) {
    await killHard(shop);
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

/** SIGTERM and the exit code (the shop exits 0 after a clean shutdown). */
export async function stopGracefully(shop: ChildShop, timeoutMs = 20_000): Promise<number | null> {
  shop.proc.kill('SIGTERM');
  return waitForExit(shop, timeoutMs);
}

/** The JSON log lines of a server's output (lines that do not parse are skipped). */
export function jsonLines(lines: readonly string[]): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const line of lines) {
    try {
      const v = JSON.parse(line) as unknown;
      if (v && typeof v === 'object') out.push(v as Record<string, unknown>);
    } catch {
      /* not JSON */
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// HTTP without keep-alive
// ---------------------------------------------------------------------------------------

export interface HttpResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  json: () => any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface HttpOptions {
  headers?: Record<string, string>;
  /** An object is sent as JSON. */
  body?: Buffer | string | object;
  timeoutMs?: number;
  /**
   * Writes the body itself (and must end the request): for slow uploads that a test
   * interrupts with a signal. `body` is ignored then.
   */
  send?: (req: ClientRequest) => void;
}

/** One request on a fresh connection; rejects on network errors and after `timeoutMs`. */
export function http(method: string, url: string, opts: HttpOptions = {}): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...opts.headers };
    let payload: Buffer | string | undefined;
    if (opts.body !== undefined && !opts.send) {
      if (Buffer.isBuffer(opts.body) || typeof opts.body === 'string') {
        payload = opts.body;
      } else {
        payload = JSON.stringify(opts.body);
        headers['Content-Type'] ??= 'application/json';
      }
      headers['Content-Length'] = String(Buffer.byteLength(payload));
    }
    const req = httpRequest(url, { method, headers, agent: false, timeout: opts.timeoutMs ?? 10_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, json: () => JSON.parse(body.toString('utf8')) });
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${url} timed out`)));
    req.on('error', reject);
    if (opts.send) opts.send(req);
    else req.end(payload);
  });
}

/**
 * A browser, as far as the API cares: sends the shop's Origin on every request (the
 * origin check refuses foreign ones) and keeps the session cookie.
 */
export class Browser {
  private cookie: string | undefined;
  constructor(readonly baseURL: string) {}

  async request(method: string, path: string, body?: object | Buffer, headers: Record<string, string> = {}): Promise<HttpResponse> {
    const res = await http(method, `${this.baseURL}${path}`, {
      headers: { Origin: this.baseURL, ...(this.cookie ? { Cookie: this.cookie } : {}), ...headers },
      body,
    });
    const setCookie = res.headers['set-cookie'];
    for (const c of Array.isArray(setCookie) ? setCookie : []) {
      const pair = c.split(';')[0];
      if (pair.startsWith('shop.sid=')) this.cookie = pair;
    }
    return res;
  }

  /** The same browser (session cookie) talking to another address, e.g. a restored shop. */
  at(baseURL: string): Browser {
    const other = new Browser(baseURL);
    other.cookie = this.cookie;
    return other;
  }

  get(path: string): Promise<HttpResponse> {
    return this.request('GET', path);
  }
  post(path: string, body?: object): Promise<HttpResponse> {
    return this.request('POST', path, body ?? {});
  }
}

// ---------------------------------------------------------------------------------------
// Write load: enquiries with an attachment, newsletter sign-ups, sandbox purchases
// ---------------------------------------------------------------------------------------

export const SANDBOX_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
const GUIDES = ['fabric-101', 'fabric-201-cotton', 'fabric-202-plant-based', 'fabric-203-animal-based', 'fabric-204-synthetic'];

/** Writes the server acknowledged with a 2xx, with what identifies each (and when, ms since epoch). */
export interface Acks {
  messages: { marker: string; id: number; uploadId: string; at: number }[];
  subscribers: { email: string; at: number }[];
  orders: { paymentIntentId: string; email: string; guideSlug: string; browser: Browser; at: number }[];
}

export interface LoadStats {
  /** `METHOD /path STATUS` → count, for every answer that was not 2xx. */
  unexpected: Map<string, number>;
  /** Requests that failed without an answer (the server was killed). */
  networkErrors: number;
}

export function newAcks(): Acks {
  return { messages: [], subscribers: [], orders: [] };
}

export function newStats(): LoadStats {
  return { unexpected: new Map(), networkErrors: 0 };
}

/** A valid PDF padded to a random size up to `maxPad` bytes (so some uploads are cut mid-body). */
export function paddedPdf(pdf: Buffer, maxPad: number): Buffer {
  return Buffer.concat([pdf, Buffer.alloc(Math.floor(Math.random() * maxPad), '%')]);
}

class NotAcked extends Error {}

/**
 * `workers` loops of writes against `baseURL` (loop i: purchases, enquiries or sign-ups,
 * by i mod 3) until `shouldStop()`; every write the server acknowledged lands in `acks`.
 * Resolves when every loop has ended; the server being killed mid-request is expected (a
 * network error ends that write).
 */
export async function runWriteLoad(opts: {
  baseURL: string;
  tag: string;
  acks: Acks;
  stats: LoadStats;
  shouldStop: () => boolean;
  pdf: Buffer;
  workers?: number;
  maxPad?: number;
}): Promise<void> {
  let seq = 0;
  const expect2xx = (res: HttpResponse, what: string) => {
    if (res.status < 200 || res.status > 299) {
      const key = `${what} ${res.status}`;
      opts.stats.unexpected.set(key, (opts.stats.unexpected.get(key) ?? 0) + 1);
      throw new NotAcked(key);
    }
    return res;
  };

  const enquiry = async () => {
    const b = new Browser(opts.baseURL);
    const marker = `${opts.tag}-m${++seq}-${randomUUID().slice(0, 8)}`;
    const slot = expect2xx(await b.post('/api/objects/upload'), 'POST /api/objects/upload').json() as { uploadURL: string };
    const put = expect2xx(
      await b.request('PUT', slot.uploadURL, paddedPdf(opts.pdf, opts.maxPad ?? 200_000), {
        'Content-Type': 'application/pdf',
        'X-File-Name': encodeURIComponent(`brief ${marker}.pdf`),
      }),
      'PUT /objects/uploads/:id',
    ).json() as { id: string };
    const res = expect2xx(
      await b.post('/api/contact', {
        kind: 'contact',
        name: 'Crash Tester',
        email: `enquiry-${marker}@example.com`,
        message: `Please quote 200 tees. Marker ${marker}.`,
        attachments: [slot.uploadURL.split('?')[0]],
      }),
      'POST /api/contact',
    );
    opts.acks.messages.push({ marker, id: res.json().id, uploadId: put.id, at: Date.now() });
  };

  const subscribe = async () => {
    const email = `sub-${opts.tag}-${++seq}-${randomUUID().slice(0, 8)}@example.com`;
    expect2xx(
      await new Browser(opts.baseURL).post('/api/newsletter/subscribe', { email, source: 'footer' }),
      'POST /api/newsletter/subscribe',
    );
    opts.acks.subscribers.push({ email, at: Date.now() });
  };

  const purchase = async () => {
    const b = new Browser(opts.baseURL);
    const email = `buyer-${opts.tag}-${++seq}-${randomUUID().slice(0, 8)}@example.com`;
    const guideSlug = GUIDES[Math.floor(Math.random() * GUIDES.length)];
    const upsellSlugs = Math.random() < 0.5 ? [] : [GUIDES.find((g) => g !== guideSlug)!];
    const intent = expect2xx(
      await b.post('/api/create-payment-intent', { guideSlug, upsellSlugs }),
      'POST /api/create-payment-intent',
    ).json() as {
      clientSecret: string;
    };
    const paymentIntentId = intent.clientSecret.slice(0, intent.clientSecret.indexOf('_secret_'));
    // The checkout's consent box, ticked.
    const terms = expect2xx(await b.get('/api/legal/checkout-terms'), 'GET /api/legal/checkout-terms').json() as { termsVersion: string };
    expect2xx(await b.post('/api/checkout/consent', { guideSlug, termsVersion: terms.termsVersion }), 'POST /api/checkout/consent');
    expect2xx(
      await b.post('/api/sandbox/confirm', { clientSecret: intent.clientSecret, email, card: SANDBOX_CARD }),
      'POST /api/sandbox/confirm',
    );
    expect2xx(await b.post('/api/complete-purchase', { paymentIntentId, email, guideSlug, upsellSlugs }), 'POST /api/complete-purchase');
    opts.acks.orders.push({ paymentIntentId, email, guideSlug, browser: b, at: Date.now() });
  };

  // Fixed roles, so that every kind of write is in flight from the first millisecond.
  const actions = [purchase, enquiry, subscribe];
  const worker = async (_: unknown, i: number) => {
    while (!opts.shouldStop()) {
      try {
        await actions[i % actions.length]();
      } catch (err) {
        if (err instanceof NotAcked) {
          // An answer other than 2xx: counted in stats.unexpected.
          continue;
        }
        opts.stats.networkErrors += 1;
        // The server is gone (killed): wait for the caller to stop us.
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  };
  await Promise.all(Array.from({ length: opts.workers ?? 6 }, worker));
}
