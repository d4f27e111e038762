/**
 * Login throttles that cannot be turned against the people they protect (DESIGN §5: no
 * one can lock out the owner):
 *   - admin login: failures for the owner's e-mail from other clients never block the
 *     right password from a clean one; a client is an IP, or an IPv6 /64; a client's
 *     blocks grow (15 min, 30 min, 1 h ...); the hard block is per client and e-mail;
 *   - buyer login: one counter per account, whether its username or its e-mail is typed,
 *     and a name no account has is answered exactly alike.
 *
 * TRUST_PROXY + X-Forwarded-For make each request the client the test says. Tests that
 * need time to pass move the app's clock (Date only; timers and I/O run as usual).
 */
import { jest } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from '../helpers/app.js';

const ADMIN = { email: 'owner@threadwise.test', password: 'correct-horse-battery-42' };
const ADMIN_THROTTLED = 'Too many admin login attempts. Please wait 15 minutes and try again.';
const BUYER_THROTTLED = 'Too many login attempts. Please wait a few minutes and try again.';
const MIN = 60_000;

let ipCounter = 0;
const freshIp = () => {
  ipCounter++;
  return `198.18.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

let seq = 0;
function person(tag: string): { username: string; email: string; password: string } {
  const n = `${Date.now().toString(36)}${++seq}`;
  return { username: `${tag}_${n}`, email: `${tag}.${n}@example.com`, password: `pw-${n}-secret` };
}

describe('throttles', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  });
  afterAll(async () => t?.close());
  afterEach(() => jest.useRealTimers());

  const http = () => request(t.app.getHttpServer());
  const adminLogin = (ip: string, body: { email: string; password: string }) =>
    http().post('/api/admin/login').set('X-Forwarded-For', ip).send(body);
  const buyerLogin = (ip: string, username: string, password: string) =>
    http().post('/api/login').set('X-Forwarded-For', ip).send({ username, password });

  /** The app's clock from now on, moved forward by hand. */
  function travel(): (ms: number) => void {
    jest.useFakeTimers({
      now: Date.now(),
      advanceTimers: true,
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    return (ms) => jest.setSystemTime(Date.now() + ms);
  }

  describe('admin login', () => {
    it("failures for the owner's e-mail from other addresses do not block the right password from a clean one", async () => {
      for (let i = 0; i < 12; i++) {
        const email = i % 2 ? ADMIN.email.toUpperCase() : ADMIN.email;
        await adminLogin(freshIp(), { email, password: `guess-${i}-long-enough` }).expect(401);
      }
      await adminLogin(freshIp(), ADMIN).expect(200);
    });

    it('counts an IPv6 client by its /64: the rest of the /64 is refused, the next /64 is not', async () => {
      for (let i = 1; i <= 5; i++)
        await adminLogin(`2001:db8:7:1::${i}`, { email: `spray${i}@example.com`, password: 'nope-nope' }).expect(401);
      const refused = await adminLogin('2001:db8:7:1:ffff::99', ADMIN).expect(429);
      expect(refused.body).toEqual({ message: ADMIN_THROTTLED, code: 'too_many_requests' });
      await adminLogin('2001:db8:7:2::1', ADMIN).expect(200);
    });

    it("blocks a client longer each time it is blocked again, and never blocks the owner's clean address", async () => {
      const forward = travel();
      const ip = freshIp();
      const failFive = async (round: number) => {
        for (let i = 0; i < 5; i++) await adminLogin(ip, { email: `r${round}.${i}@example.com`, password: 'nope-nope' }).expect(401);
      };
      await failFive(1);
      const first = await adminLogin(ip, ADMIN).expect(429);
      expect(first.body).toEqual({ message: ADMIN_THROTTLED, code: 'too_many_requests' });
      expect(Number(first.headers['retry-after'])).toBe(15 * 60);

      forward(15 * MIN + 1000);
      await failFive(2);
      const second = await adminLogin(ip, ADMIN).expect(429);
      expect(Number(second.headers['retry-after'])).toBe(30 * 60);
      expect(second.body).toEqual({
        message: 'Too many admin login attempts. Please wait 30 minutes and try again.',
        code: 'too_many_requests',
      });

      forward(30 * MIN + 1000);
      await failFive(3);
      const third = await adminLogin(ip, ADMIN).expect(429);
      expect(Number(third.headers['retry-after'])).toBe(60 * 60);

      await adminLogin(freshIp(), ADMIN).expect(200);
    });

    it("hard-blocks a client and e-mail pair after 10 failures for a day; that client's other e-mails and the owner elsewhere are not", async () => {
      const forward = travel();
      const ip = freshIp();
      for (let i = 0; i < 5; i++) await adminLogin(ip, { email: ADMIN.email, password: `guess-a${i}` }).expect(401);
      await adminLogin(ip, ADMIN).expect(429);
      forward(15 * MIN + 1000);
      for (let i = 0; i < 5; i++) await adminLogin(ip, { email: ADMIN.email, password: `guess-b${i}` }).expect(401);
      await adminLogin(ip, ADMIN).expect(429);
      forward(30 * MIN + 1000);
      // The client's block is over; the pair's (10 failures) is not, and lasts a day.
      const pair = await adminLogin(ip, ADMIN).expect(429);
      expect(Number(pair.headers['retry-after'])).toBe(24 * 60 * 60);
      expect(pair.body).toEqual({
        message: 'Too many admin login attempts. Please wait 24 hours and try again.',
        code: 'too_many_requests',
      });
      await adminLogin(ip, { email: 'someone@example.com', password: 'nope-nope' }).expect(401);
      await adminLogin(freshIp(), ADMIN).expect(200);
    });
  });

  describe('buyer login', () => {
    async function registered(tag: string) {
      const p = person(tag);
      await http().post('/api/register').set('X-Forwarded-For', freshIp()).send(p).expect(201);
      return p;
    }

    it('counts the username and the e-mail of one account together, per client', async () => {
      const p = await registered('both');
      const ip = freshIp();
      for (let i = 0; i < 3; i++) await buyerLogin(ip, p.username, `wrong-${i}`).expect(401);
      for (let i = 0; i < 2; i++) await buyerLogin(ip, p.email.toUpperCase(), `wrong-e${i}`).expect(401);
      const byEmail = await buyerLogin(ip, p.email, p.password).expect(429);
      expect(byEmail.body).toEqual({ message: BUYER_THROTTLED, code: 'too_many_requests', error: BUYER_THROTTLED });
      expect(Number(byEmail.headers['retry-after'])).toBeGreaterThan(14 * 60);
      await buyerLogin(ip, p.username, p.password).expect(429);
      // Another client's failures are not the owner's: from their own address they get in.
      await buyerLogin(freshIp(), p.username, p.password).expect(200);
    });

    it('a success by e-mail clears the counter of the username too', async () => {
      const p = await registered('clear');
      const ip = freshIp();
      for (let i = 0; i < 4; i++) await buyerLogin(ip, p.username, `wrong-${i}`).expect(401);
      await buyerLogin(ip, p.email, p.password).expect(200);
      for (let i = 0; i < 5; i++) await buyerLogin(ip, p.username, `again-${i}`).expect(401);
      await buyerLogin(ip, p.username, p.password).expect(429);
    });

    it('answers a name no account has exactly like an account, attempt by attempt', async () => {
      const p = await registered('real');
      const answers = async (name: string) => {
        const ip = freshIp();
        const out: { status: number; body: unknown; retryAfter: boolean }[] = [];
        for (let i = 0; i < 6; i++) {
          const res = await buyerLogin(ip, name, `wrong-${i}`);
          out.push({ status: res.status, body: res.body, retryAfter: res.headers['retry-after'] !== undefined });
        }
        return out;
      };
      const real = await answers(p.username);
      expect(real.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429]);
      expect(await answers(`ghost_${p.username}`)).toEqual(real);
      expect(await answers(`ghost.${p.email}`)).toEqual(real);
    });
  });
});
