/**
 * First run that shows everything (issue 18): the built shop started in development without
 * ADMIN_EMAIL / ADMIN_PASSWORD makes an admin with a random password and logs the address,
 * the password and the /admin URL once; a restart keeps the account and logs no password;
 * production without the keys still refuses to start.
 *
 * Needs the built API (`npm run build:api`; npm test builds first).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEV_ADMIN_EMAIL } from '../../api/account/admin-users.service.js';
import { PROJECT_ROOT } from '../../api/config/config.js';
import {
  assertBuilt,
  Browser,
  type ChildShop,
  jsonLines,
  killHard,
  MAIN_JS,
  startChildShop,
  stopGracefully,
} from '../helpers/child-server.js';
import { freePort } from '../helpers/server.js';

const DEV = { NODE_ENV: 'development' };

describe('development admin on a first start without ADMIN_EMAIL', () => {
  let storage: string;
  let port: number;
  let shop: ChildShop | undefined;

  beforeAll(async () => {
    assertBuilt();
    storage = mkdtempSync(join(tmpdir(), 'shop-dev-admin-'));
    port = await freePort();
  });
  afterAll(async () => {
    if (shop) await killHard(shop);
    rmSync(storage, { recursive: true, force: true });
  });

  const messages = (s: ChildShop) => jsonLines(s.lines).map((l) => String(l.msg ?? ''));

  it('logs the address, a random password and the /admin URL once; they sign in', async () => {
    shop = await startChildShop({ storageDir: storage, port, env: DEV });
    const created = messages(shop).filter((m) => m.startsWith('Development admin created'));
    expect(created).toHaveLength(1);
    const match = /sign in at (\S+) with (\S+) and password (\S+) /.exec(created[0]);
    expect(match).not.toBeNull();
    const [, url, email, password] = match!;
    expect(url).toBe(`${shop.baseURL}/admin`); // PUBLIC_URL
    expect(email).toBe(DEV_ADMIN_EMAIL);
    expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);

    const b = new Browser(shop.baseURL);
    expect((await b.post('/api/admin/login', { email, password })).status).toBe(200);
    expect((await b.get('/api/admin/session')).json()).toEqual({ admin: { email } });
    expect((await b.post('/api/admin/login', { email, password: 'not-the-password-1' })).status).toBe(401);
    expect(await stopGracefully(shop)).toBe(0);

    // A restart keeps the account and never logs the password again.
    shop = await startChildShop({ storageDir: storage, port, env: DEV });
    const again = messages(shop);
    expect(again.filter((m) => m.startsWith('Development admin created'))).toEqual([]);
    expect(again.join('\n')).not.toContain(password);
    expect(again).toContainEqual(expect.stringContaining(`Admin: ${DEV_ADMIN_EMAIL} at ${shop.baseURL}/admin`));
    expect((await new Browser(shop.baseURL).post('/api/admin/login', { email, password })).status).toBe(200);
    expect(await stopGracefully(shop)).toBe(0);
    shop = undefined;
  });

  it('production without ADMIN_EMAIL / ADMIN_PASSWORD refuses to start and makes no admin', () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      STORAGE_DIR: storage,
      PORT: String(port),
      HOST: '127.0.0.1',
      SESSION_SECRET: 'x'.repeat(40),
      PAYMENT_PROVIDER: 'sandbox',
    };
    delete env.ADMIN_EMAIL;
    delete env.ADMIN_PASSWORD;
    const r = spawnSync(process.execPath, [MAIN_JS], {
      cwd: PROJECT_ROOT,
      env,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(r.status).not.toBe(0);
    expect(`${r.stdout}${r.stderr}`).toContain('ADMIN_EMAIL and ADMIN_PASSWORD: required in production');
    expect(`${r.stdout}${r.stderr}`).not.toContain('Development admin');
  });
});
