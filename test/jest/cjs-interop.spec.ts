/**
 * A CommonJS Nest library loads in the tests and shares the app's one copy of Nest: the
 * fixture require()s @nestjs/common and @nestjs/core (ES modules only) and prom-client, and
 * its global guard gets the app's Reflector injected and reads the app's route metadata.
 */
import { Controller, Get, type INestApplication } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import type { Registry } from 'prom-client';
import request from 'supertest';
import { COUNTING_REGISTRY, CountingGuard, CountingModule, NotCounted } from './fixtures/cjs-nest-library/index.js';

@Controller()
class PingController {
  @Get('counted')
  counted() {
    return { ok: true };
  }

  @NotCounted()
  @Get('quiet')
  quiet() {
    return { ok: true };
  }
}

describe('a CommonJS Nest library in the tests', () => {
  let app: INestApplication;

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({ imports: [CountingModule.forRoot()], controllers: [PingController] }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    await app.listen(0, '127.0.0.1');
  });
  afterAll(async () => app?.close());

  it('runs its guard with the app Reflector and counts only the routes not marked by its decorator', async () => {
    await request(app.getHttpServer()).get('/counted').expect(200, { ok: true });
    await request(app.getHttpServer()).get('/counted').expect(200);
    await request(app.getHttpServer()).get('/quiet').expect(200);
    const registry = app.get<Registry>(COUNTING_REGISTRY);
    expect(await registry.getSingleMetricAsString('requests_counted_total')).toMatch(/^requests_counted_total 2$/m);
  });

  it('sees the same Reflector class as the app (one copy of @nestjs/core)', () => {
    expect(Reflect.getMetadata('design:paramtypes', CountingGuard)[0]).toBe(Reflector);
  });
});
