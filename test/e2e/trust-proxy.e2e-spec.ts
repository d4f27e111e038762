/**
 * TRUST_PROXY names the proxies whose X-Forwarded-For is believed: a client that reaches the
 * shop directly cannot pick its own address (and so cannot dodge the per-IP limits).
 */
import request from 'supertest';
import { startTestApp, type TestApp } from '../helpers/app.js';

const PUBLIC_URL = 'http://shop.test';
/** The buyer login's per-IP limit (api/account/login-throttle.ts): 10 failures per 10 minutes. */
const LOGIN_IP_LIMIT = 10;

async function failedLogins(t: TestApp, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await request(t.app.getHttpServer())
      .post('/api/login')
      .set('X-Forwarded-For', `192.0.2.${i + 1}`)
      .send({ username: `nobody_${i}_${Date.now()}`, password: 'wrong-password-1' });
    statuses.push(res.status);
  }
  return statuses;
}

describe('TRUST_PROXY', () => {
  it('ignores X-Forwarded-For from an address that is not a listed proxy', async () => {
    const t = await startTestApp({ PUBLIC_URL, TRUST_PROXY: '10.9.9.9, 172.16.0.0/12' });
    try {
      const statuses = await failedLogins(t, LOGIN_IP_LIMIT + 1);
      // Every attempt counted against the real peer (127.0.0.1): the last one is throttled.
      expect(statuses.slice(0, LOGIN_IP_LIMIT).every((s) => s === 401)).toBe(true);
      expect(statuses[LOGIN_IP_LIMIT]).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('believes a listed proxy (here the loopback peer)', async () => {
    const t = await startTestApp({ PUBLIC_URL, TRUST_PROXY: 'loopback' });
    try {
      const statuses = await failedLogins(t, LOGIN_IP_LIMIT + 1);
      expect(statuses.every((s) => s === 401)).toBe(true);
    } finally {
      await t.close();
    }
  });
});
