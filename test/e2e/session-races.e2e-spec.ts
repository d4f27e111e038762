/**
 * Sessions that stay dead when requests overlap (issue 13, item 1), over HTTP: a request
 * of the admin still in flight across POST /api/admin/logout, and a read racing a login on
 * the same cookie. Each holds one request at a real await point (a database read) so the
 * interleaving is the same on every run.
 */
import { jest } from '@jest/globals';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { Repository } from 'typeorm';
import { DataSource } from 'typeorm';
import { createApp } from '../../api/app.factory.js';
import { OrdersService } from '../../api/checkout/orders.service.js';
import { loadConfig } from '../../api/config/config.js';
import { SessionRow } from '../../api/session/session.entity.js';
import { cookieOf } from '../helpers/cookies.js';

const ADMIN = { email: 'owner@races.test', password: 'a-long-admin-password-7' };

/** The store's id behind a `shop.sid=s%3A<id>.<signature>` cookie. */
const sidOf = (cookie: string): string => decodeURIComponent(cookie.split('=')[1]).slice(2).split('.')[0];

/** A promise and the function that settles it. */
function latch(): { promise: Promise<void>; open: () => void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

describe('sessions under overlapping requests', () => {
  const storage = mkdtempSync(join(tmpdir(), 'shop-e2e-races-'));
  const env = {
    NODE_ENV: 'test',
    STORAGE_DIR: storage,
    GENERATE_SAMPLE_GUIDES: 'false',
    LOG_LEVEL: 'error',
    RATE_LIMIT_PAYMENT_INTENT: '100000',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
  let app: NestExpressApplication;

  /** The shop on `storage`; a restart starts with every session only in the database. */
  async function start(): Promise<void> {
    app = await createApp(loadConfig(env));
    await app.init();
  }

  beforeAll(start);
  afterAll(async () => {
    await app?.close();
    rmSync(storage, { recursive: true, force: true });
  });
  afterEach(() => jest.restoreAllMocks());

  const http = () => request(app.getHttpServer());
  const rowCount = async (sid: string): Promise<number> =>
    (await app.get(DataSource).query('SELECT COUNT(*) AS n FROM sessions WHERE sid = ?', [sid]))[0].n as number;

  it("an admin request in flight across POST /api/admin/logout does not bring the admin's session back when it saves", async () => {
    const login = await http().post('/api/admin/login').send(ADMIN).expect(200);
    const cookie = cookieOf(login)!;
    await http().get('/api/admin/session').set('Cookie', cookie).expect(200);

    // A checkout started in the admin's browser: it has read the session and saves it
    // (its pending order) after the database answers, which is held until the logout is done.
    const orders = app.get(OrdersService);
    const findOwned = orders.findOwnedSlugs.bind(orders);
    const reached = latch();
    const release = latch();
    jest.spyOn(orders, 'findOwnedSlugs').mockImplementationOnce(async (owner) => {
      reached.open();
      await release.promise;
      return findOwned(owner);
    });
    const inFlight = http()
      .post('/api/create-payment-intent')
      .set('Cookie', cookie)
      .send({ guideSlug: 'fabric-201-cotton', upsellSlugs: [] });
    const answered = inFlight.then((res) => res);
    await reached.promise;

    await http().post('/api/admin/logout').set('Cookie', cookie).send({}).expect(200);
    expect(await rowCount(sidOf(cookie))).toBe(0);
    release.open();
    // The request ends normally and saves the session it had read, under the old id.
    expect((await answered).status).toBe(200);

    expect(await rowCount(sidOf(cookie))).toBe(0);
    await http().get('/api/admin/session').set('Cookie', cookie).expect(401);
    await http().get('/api/admin/messages').set('Cookie', cookie).expect(401);
  });

  it('a read racing a login on the same cookie does not keep the destroyed session alive', async () => {
    const user = { username: 'racer_1', email: 'racer.1@example.com', password: 'pw-racer-1-secret' };
    const old = cookieOf(await http().post('/api/register').send(user).expect(201))!;
    await http().get('/api/me').set('Cookie', old).expect(200);
    // After a restart the session is only in the database: the next read of it goes there.
    await app.close();
    await start();

    // The read gets the row, then waits (a slow database) until the login has replaced the session.
    const repo = app.get<Repository<SessionRow>>(getRepositoryToken(SessionRow));
    const findOneBy = repo.findOneBy.bind(repo);
    const reached = latch();
    const release = latch();
    let held = false;
    jest.spyOn(repo, 'findOneBy').mockImplementation(async (where) => {
      const row = await findOneBy(where);
      if (!held && (where as { sid?: string }).sid === sidOf(old)) {
        held = true;
        reached.open();
        await release.promise;
      }
      return row;
    });
    const read = http().get('/api/me').set('Cookie', old);
    const readDone = read.then((res) => res);
    await reached.promise;

    const login = await http().post('/api/login').set('Cookie', old).send({ username: user.username, password: user.password }).expect(200);
    const fresh = cookieOf(login)!;
    expect(sidOf(fresh)).not.toBe(sidOf(old));
    expect(await rowCount(sidOf(old))).toBe(0);
    release.open();
    // The raced read found the session destroyed meanwhile: it is not logged in.
    expect((await readDone).status).toBe(401);

    // The old id stays dead (in no cache, no row); the new one works.
    await http().get('/api/me').set('Cookie', old).expect(401);
    expect(await rowCount(sidOf(old))).toBe(0);
    await http().get('/api/me').set('Cookie', fresh).expect(200);
  });
});
