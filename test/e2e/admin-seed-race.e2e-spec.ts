/**
 * Replicas started together each seed the admin from ADMIN_EMAIL/ADMIN_PASSWORD at start-up
 * (AdminUsersService.onApplicationBootstrap). The one that loses the insert must take the
 * winner's row, not fail its start (npm run test:replicas starts two at once).
 */
import { DataSource } from 'typeorm';
import { AdminUsersService } from '../../api/account/admin-users.service.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

describe('admin seeding from several processes at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({});
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates one admin when starts race, and every start succeeds', async () => {
    const admins = t.app.get(AdminUsersService);
    const owner = { email: 'racing.owner@threadwise.test', password: 'a-long-admin-password' };
    const results = await Promise.all(Array.from({ length: 4 }, () => admins.ensureAdmin(owner)));
    expect(results.filter((r) => r.outcome === 'created')).toHaveLength(1);
    expect(new Set(results.map((r) => r.user.id)).size).toBe(1);
    const rows = await t.app.get(DataSource).query("SELECT id FROM users WHERE email = ? AND role = 'admin'", [owner.email]);
    expect(rows).toHaveLength(1);
    expect(await admins.verifyAdmin(owner.email, owner.password)).toMatchObject({ role: 'admin' });
  });
});
