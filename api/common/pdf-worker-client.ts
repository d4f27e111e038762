import { type ChildProcess, fork } from 'node:child_process';
import { existsSync } from 'node:fs';

/** A job of api/common/pdf-worker.mjs (see there). */
export type PdfJob =
  | { kind: 'check'; bytes: Uint8Array }
  | { kind: 'creator'; bytes: Uint8Array }
  | { kind: 'stamp'; bytes: Uint8Array; line: string; strip: number }
  | { kind: 'render'; bytes: Uint8Array; pages: number; pngWidths: number[]; webpWidths: number[]; webpQuality: number };

export type PdfCheck = { ok: true; pages: number } | { ok: false; reason: string };

export interface RenderedImage {
  width: number;
  png?: Uint8Array;
  webp?: Uint8Array;
}

export interface RenderedPages {
  pdfPages: number;
  pages: { images: RenderedImage[] }[];
}

/** The worker process exits after this long without a job, and its memory with it. */
const IDLE_MS = 5_000;

interface Pending {
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
}

/**
 * Runs pdf.js and pdf-lib on whole guide PDFs in one child process, started on the first job
 * and ended when idle, so the memory a large PDF takes (decoded images, page pixels in native
 * memory) goes back to the system, not into the shop's heap. Jobs run one after the other in
 * the worker; a worker that dies fails its jobs, and the next job starts a new one.
 */
export class PdfWorkerClient {
  private worker: ChildProcess | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(private readonly script?: URL) {}

  check(bytes: Uint8Array): Promise<PdfCheck> {
    return this.run({ kind: 'check', bytes }) as Promise<PdfCheck>;
  }

  creator(bytes: Uint8Array): Promise<string> {
    return this.run({ kind: 'creator', bytes }) as Promise<string>;
  }

  /** The PDF with `line` drawn in the bottom strip (`strip` pt) of every page (api/common/pdf-stamp.mjs). */
  stamp(bytes: Uint8Array, line: string, strip: number): Promise<Uint8Array> {
    return this.run({ kind: 'stamp', bytes, line, strip }) as Promise<Uint8Array>;
  }

  /** The first `pages` pages, each as PNG at every width of pngWidths and WebP (at webpQuality) at every width of webpWidths. */
  render(bytes: Uint8Array, pages: number, pngWidths: number[], webpWidths: number[], webpQuality: number): Promise<RenderedPages> {
    return this.run({ kind: 'render', bytes, pages, pngWidths, webpWidths, webpQuality }) as Promise<RenderedPages>;
  }

  /** Ends the worker now (jobs in progress fail). */
  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    const worker = this.worker;
    this.worker = null;
    if (!worker || worker.exitCode !== null || worker.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.kill();
    await exited;
  }

  private run(job: PdfJob): Promise<unknown> {
    clearTimeout(this.idleTimer);
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.channel?.ref();
      // The bytes are copied to the worker: the caller keeps its buffer.
      worker.send({ id, job });
    });
  }

  private ensureWorker(): ChildProcess {
    if (this.worker) return this.worker;
    // Advanced serialization carries the PDF and image bytes as Uint8Arrays. The shop's own
    // node flags (its heap cap) are not the worker's: a large guide needs more.
    const worker = fork(this.script ?? workerScript(), [], {
      serialization: 'advanced',
      execArgv: [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    // An idle worker never keeps the shop (or a test) running; one with jobs does.
    worker.unref();
    worker.channel?.unref();
    worker.on('message', (msg: { id: number; result?: unknown; error?: string }) => {
      const p = this.pending.get(msg.id);
      if (!p) return;
      this.pending.delete(msg.id);
      if (msg.error !== undefined) p.reject(new Error(msg.error));
      else p.resolve(msg.result);
      if (this.pending.size === 0) {
        worker.channel?.unref();
        this.scheduleIdleEnd(worker);
      }
    });
    const fail = (err: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const p of this.pending.values()) p.reject(err);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code, signal) => fail(new Error(`the PDF worker stopped (exit code ${code}, signal ${signal})`)));
    this.worker = worker;
    return worker;
  }

  private scheduleIdleEnd(worker: ChildProcess): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.worker === worker && this.pending.size === 0) void this.close();
    }, IDLE_MS);
    this.idleTimer.unref();
  }
}

/** pdf-worker.mjs beside this module (api/common in the tests, dist/api/common once built). */
function workerScript(): URL {
  const url = new URL('./pdf-worker.mjs', import.meta.url);
  if (!existsSync(url)) throw new Error(`${url.pathname} is missing: npm run build:api copies it next to the compiled code`);
  return url;
}

/** The shop's one PDF worker. */
export const pdfWorker = new PdfWorkerClient();
