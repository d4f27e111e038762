/**
 * The second CommonJS Nest library the foundations issue names: the published
 * @willsoto/nestjs-prometheus require()s @nestjs/common (ES modules only, compiled to
 * CommonJS for the tests by test/jest/esm-to-cjs.cjs) and prom-client. Its module, its
 * controller and an injected metric work in a Nest testing module with the app's Nest.
 */
import { Controller, Get, Injectable, type INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { InjectMetric, makeCounterProvider, PrometheusModule } from '@willsoto/nestjs-prometheus';
import type { Counter } from 'prom-client';
import request from 'supertest';

@Injectable()
class Pings {
  constructor(@InjectMetric('test_pings_total') private readonly counter: Counter<string>) {}
  ping(): void {
    this.counter.inc();
  }
}

@Controller()
class PingController {
  constructor(private readonly pings: Pings) {}
  @Get('ping')
  ping() {
    this.pings.ping();
    return { ok: true };
  }
}

describe('@willsoto/nestjs-prometheus (CommonJS) in the tests', () => {
  let app: INestApplication;

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({
      imports: [PrometheusModule.register({ defaultMetrics: { enabled: false } })],
      controllers: [PingController],
      providers: [Pings, makeCounterProvider({ name: 'test_pings_total', help: 'Pings answered' })],
    }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    await app.listen(0, '127.0.0.1');
  });
  afterAll(async () => app?.close());

  it('serves /metrics with a counter a provider increments', async () => {
    const http = () => request(app.getHttpServer());
    await http().get('/ping').expect(200, { ok: true });
    await http().get('/ping').expect(200);
    const res = await http().get('/metrics').expect(200);
    expect(res.text).toMatch(/^test_pings_total 2$/m);
  });
});
