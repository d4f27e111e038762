import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PROJECT_ROOT } from '../../api/config/config.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

const webDist = join(PROJECT_ROOT, 'dist', 'web');

describe('foundation', () => {
  let t: TestApp;
  beforeAll(async () => {
    if (!existsSync(join(webDist, 'index.html'))) {
      throw new Error('dist/web is missing: run `npm run build` first (npm test does it for you)');
    }
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  const http = () => request(t.app.getHttpServer());

  it('reports health with the database pragmas of DESIGN §2', async () => {
    const res = await http().get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok', journalMode: 'wal', synchronous: 'full', foreignKeys: true });
  });

  it('creates a fresh SQLite file in the storage folder and records applied migrations', async () => {
    expect(existsSync(join(t.storageDir, 'shop.sqlite'))).toBe(true);
    const ds = t.app.get(DataSource);
    const tables: { name: string }[] = await ds.query("SELECT name FROM sqlite_master WHERE type = 'table'");
    expect(tables.map((r) => r.name)).toContain('migrations');
  });

  it('answers an unknown /api path with a JSON 404, never index.html', async () => {
    for (const path of ['/api/nope', '/api/guides/x/y', '/api']) {
      const res = await http().get(path).expect(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).toEqual({ message: expect.any(String), code: 'not_found' });
    }
  });

  it('refuses malformed JSON with a 400 in the one error shape', async () => {
    const res = await http().post('/api/nope').set('Content-Type', 'application/json').send('{"email":').expect(400);
    expect(res.body).toEqual({ message: 'Malformed JSON body', code: 'malformed_json' });
  });

  it('serves index.html for app routes with no-cache, and a 404 status for unknown pages', async () => {
    for (const path of ['/', '/guides', '/guides/fabric-101', '/about', '/v1']) {
      const res = await http().get(path).expect(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain('<div id="root"></div>');
    }
    for (const path of ['/no-such-page', '/guides/fabric-999', '/guides/fabric-101/nope']) {
      const res = await http().get(path).expect(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).toContain('<div id="root"></div>');
    }
  });

  it('serves hashed assets with long immutable caching', async () => {
    const assets = readdirSync(join(webDist, 'assets')).filter((f) => f.endsWith('.js'));
    expect(assets.length).toBeGreaterThan(0);
    const res = await http().get(`/assets/${assets[0]}`).expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    await http().get('/assets/does-not-exist.js').expect(404);
  });

  it('sends the security headers', async () => {
    const res = await http().get('/').expect(200);
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // HSTS only behind HTTPS.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
