import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Latency buckets in seconds: page and API answers are milliseconds, PDF stamping and SMTP seconds. */
export const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The Prometheus registry of this process (one per app, so tests can run several apps in
 * one process): process and event-loop metrics, HTTP requests by route pattern and status,
 * and the counters each module registers for its own business events (orders paid,
 * downloads, enquiries, e-mails). Served by GET /metrics.
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();
  readonly httpRequests: Counter<'method' | 'route' | 'status'>;
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    this.httpRequests = this.counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
    });
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: HTTP_BUCKETS,
      registers: [this.registry],
    });
  }

  /** A counter registered here. Label values must come from a small fixed set. */
  counter<L extends string = never>(options: { name: string; help: string; labelNames?: readonly L[] }): Counter<L> {
    return new Counter<L>({ ...options, registers: [this.registry] });
  }

  /** A gauge registered here; `collect` runs at every scrape (e.g. to count rows). */
  gauge<L extends string = never>(options: {
    name: string;
    help: string;
    labelNames?: readonly L[];
    collect?: (this: Gauge<L>) => void | Promise<void>;
  }): Gauge<L> {
    return new Gauge<L>({ ...options, registers: [this.registry] });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** The exposition text of every metric. */
  render(): Promise<string> {
    return this.registry.metrics();
  }
}
