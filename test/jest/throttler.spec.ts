/**
 * A real CommonJS Nest library from npm loads in the tests (the foundations issue): the
 * published @nestjs/throttler require()s @nestjs/common and @nestjs/core, which ship as ES
 * modules only and are compiled to CommonJS by test/jest/esm-to-cjs.cjs. Its module and
 * global guard compile in a Nest testing module with the app's one copy of Nest, and its
 * decorator (route metadata read through the app's Reflector) is honoured.
 */
import { Controller, Get, type INestApplication } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { SkipThrottle, ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import request from 'supertest';

@Controller()
class PingController {
  @Get('limited')
  limited() {
    return { ok: true };
  }

  @SkipThrottle()
  @Get('free')
  free() {
    return { ok: true };
  }
}

describe('@nestjs/throttler (CommonJS) in the tests', () => {
  let app: INestApplication;

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({
      imports: [ThrottlerModule.forRoot([{ ttl: 60_000, limit: 2 }])],
      controllers: [PingController],
      providers: [{ provide: APP_GUARD, useClass: ThrottlerGuard }],
    }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    await app.listen(0, '127.0.0.1');
  });
  afterAll(async () => app?.close());

  it('compiles, limits a route to two requests and skips the one marked @SkipThrottle', async () => {
    const http = () => request(app.getHttpServer());
    await http().get('/limited').expect(200, { ok: true });
    await http().get('/limited').expect(200);
    await http().get('/limited').expect(429);
    for (let i = 0; i < 3; i++) await http().get('/free').expect(200);
  });
});
