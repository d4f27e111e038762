import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PROJECT_ROOT } from '../../api/config/config.js';
import { newMail, outboxFiles, type ParsedMail, snapshot, startSmtpSink, parseMail } from '../helpers/enquiries.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

const PUBLIC_URL = 'https://shop.example.com';
const LINK = /https:\/\/shop\.example\.com\/api\/newsletter\/(confirm|unsubscribe)\?token=([A-Za-z0-9_-]{43})/g;

interface SubscriberRow {
  id: number;
  email: string;
  status: string;
  source: string;
  consentAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  lastConfirmationSentAt: string | null;
  confirmTokenHash: string | null;
  unsubscribeTokenHash: string | null;
}

function links(mail: ParsedMail): { confirm: string; unsubscribe: string } {
  const found: Record<string, string> = {};
  for (const m of mail.text.matchAll(LINK)) found[m[1]] = m[0];
  return { confirm: found.confirm, unsubscribe: found.unsubscribe };
}

const pathOf = (url: string) => url.slice(PUBLIC_URL.length);
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('newsletter', () => {
  let t: TestApp;
  let ds: DataSource;
  beforeAll(async () => {
    if (!existsSync(join(PROJECT_ROOT, 'dist', 'web', 'index.html'))) {
      throw new Error('dist/web is missing: run `npm run build:web` first');
    }
    t = await startTestApp({ PUBLIC_URL, RATE_LIMIT_NEWSLETTER: '1000' });
    ds = t.app.get(DataSource);
  });
  afterAll(async () => t?.close());

  const http = () => request(t.app.getHttpServer());
  const subscribe = (body: unknown) =>
    http()
      .post('/api/newsletter/subscribe')
      .send(body as object);
  const subscriber = async (email: string): Promise<SubscriberRow | undefined> =>
    (await ds.query('SELECT * FROM newsletter_subscribers WHERE email = ?', [email]))[0];

  /** The confirmation page's button: an empty form post from the shop's page. */
  const pressConfirm = (url: string) => http().post(pathOf(url)).set('Origin', PUBLIC_URL).type('form').send('');

  async function subscribed(email: string, source?: string): Promise<{ mail: ParsedMail; confirm: string; unsubscribe: string }> {
    const before = outboxFiles(t.storageDir);
    await subscribe(source ? { email, source } : { email }).expect(200);
    const mails = newMail(t.storageDir, before);
    expect(mails).toHaveLength(1);
    return { mail: mails[0], ...links(mails[0]) };
  }

  describe('POST /api/newsletter/subscribe', () => {
    it('records the address as pending with its source and consent time, and sends one confirmation e-mail', async () => {
      const before = Date.now();
      const { mail, confirm, unsubscribe } = await subscribed('Reader@Example.com ', 'v1');
      const row = (await subscriber('reader@example.com'))!;
      expect(row).toMatchObject({ status: 'pending', source: 'v1', confirmedAt: null, unsubscribedAt: null });
      expect(new Date(`${row.consentAt.replace(' ', 'T')}Z`).getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(row.lastConfirmationSentAt).toBe(row.consentAt);

      expect(mail.headers.to).toBe('reader@example.com');
      expect(mail.headers.subject).toBe('Confirm your Threadwise newsletter subscription');
      expect(confirm).toBeDefined();
      expect(unsubscribe).toBeDefined();
      // Tokens are random and stored hashed.
      expect(row.confirmTokenHash).toBe(sha256(tokenOf(confirm)));
      expect(row.unsubscribeTokenHash).toBe(sha256(tokenOf(unsubscribe)));
      expect(JSON.stringify(row)).not.toContain(tokenOf(confirm));
      // One-click unsubscribe (RFC 2369 / RFC 8058), in the headers and the body.
      expect(mail.headers['list-unsubscribe']).toBe(`<${unsubscribe}>`);
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.text).toContain(`Unsubscribe: ${unsubscribe}`);
      expect(mail.html).toContain(`href="${unsubscribe}"`);
      expect(mail.html).toContain(`href="${confirm}"`);
    });

    it('is idempotent: two subscribes → one row, one confirmation e-mail, the same answer', async () => {
      const before = outboxFiles(t.storageDir);
      const first = await subscribe({ email: 'twice@example.com' }).expect(200);
      const second = await subscribe({ email: ' TWICE@example.com' }).expect(200);
      expect(first.body).toEqual({ ok: true });
      expect(second.body).toEqual(first.body);
      const rows = await ds.query("SELECT * FROM newsletter_subscribers WHERE email = 'twice@example.com'");
      expect(rows).toHaveLength(1);
      expect(rows[0].source).toBe('footer');
      expect(newMail(t.storageDir, before)).toHaveLength(1);
    });

    it('resends to a still-pending address after 10 minutes, with fresh links', async () => {
      const { confirm: oldConfirm } = await subscribed('slow@example.com');
      await ds.query(
        "UPDATE newsletter_subscribers SET lastConfirmationSentAt = '2000-01-01 00:00:00.000' WHERE email = 'slow@example.com'",
      );
      const { confirm } = await subscribed('slow@example.com');
      expect(confirm).not.toBe(oldConfirm);
      await http().get(pathOf(oldConfirm)).expect(400);
      await pressConfirm(oldConfirm).expect(400);
      await http().get(pathOf(confirm)).expect(200);
      await pressConfirm(confirm).expect(200);
      expect((await subscriber('slow@example.com'))!.status).toBe('confirmed');
    });

    it('never reveals a confirmed address and sends it nothing', async () => {
      const { confirm } = await subscribed('known@example.com');
      await pressConfirm(confirm).expect(200);
      const before = await snapshot(ds, t.storageDir);
      const res = await subscribe({ email: 'known@example.com' }).expect(200);
      expect(res.body).toEqual({ ok: true });
      expect(await snapshot(ds, t.storageDir)).toEqual(before);
      expect((await subscriber('known@example.com'))!.status).toBe('confirmed');
    });
  });

  describe('confirmation and unsubscribe links', () => {
    it('the confirmation link shows a page whose button POSTs; the GET changes nothing (mail scanners open links)', async () => {
      const { confirm } = await subscribed('scanned@example.com');
      for (let i = 0; i < 2; i++) {
        const res = await http().get(pathOf(confirm)).expect(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers['x-robots-tag']).toBe('noindex');
        expect(res.text).toContain('<h1>Confirm your subscription</h1>');
        // Relative, so it posts to whichever host served the page (CSP form-action 'self').
        expect(res.text).toContain(`<form method="post" action="${pathOf(confirm)}">`);
        expect(res.text).toContain('<button type="submit">Confirm subscription</button>');
        expect(res.text).not.toContain('type="hidden"');
        const row = (await subscriber('scanned@example.com'))!;
        expect(row).toMatchObject({ status: 'pending', confirmedAt: null });
      }
      // HEAD (what some scanners send) changes nothing either.
      await http().head(pathOf(confirm)).expect(200);
      expect((await subscriber('scanned@example.com'))!.status).toBe('pending');
    });

    it('the button confirms and shows a branded page with a link back to the shop', async () => {
      const { confirm } = await subscribed('confirm@example.com');
      const res = await pressConfirm(confirm).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.text).toContain('<h1>Subscription confirmed</h1>');
      expect(res.text).toContain('Threadwise');
      // Relative, like the form: the page works on whichever host served it.
      expect(res.text).toContain(`href="/"`);
      // The shop's favicon and logo: the mark and the wordmark, linking home.
      expect(res.text).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
      expect(res.text).toContain('<link rel="icon" href="/favicon.ico"');
      expect(res.text).toMatch(/<a class="logo" href="\/"[^>]*><svg[^>]*viewBox="0 0 32 32"[\s\S]*?<span>Threadwise<\/span><\/a>/);
      const row = (await subscriber('confirm@example.com'))!;
      expect(row.status).toBe('confirmed');
      expect(row.confirmedAt).not.toBeNull();
      // Pressing again still says confirmed and keeps the first time; the link now opens the confirmed page.
      await pressConfirm(confirm).expect(200);
      expect((await subscriber('confirm@example.com'))!.confirmedAt).toBe(row.confirmedAt);
      const again = await http().get(pathOf(confirm)).expect(200);
      expect(again.text).toContain('<h1>Subscription confirmed</h1>');
      expect(again.text).not.toContain('<form');
    });

    it('the button is refused from another site (the origin check): nothing changes', async () => {
      const { confirm } = await subscribed('forged@example.com');
      const res = await http().post(pathOf(confirm)).set('Origin', 'https://evil.example').type('form').send('').expect(403);
      expect(res.body).toEqual({ message: 'Cross-site request refused', code: 'cross_origin' });
      expect((await subscriber('forged@example.com'))!.status).toBe('pending');
    });

    it('a bad confirmation token → 400 page', async () => {
      for (const q of ['?token=nope', `?token=${'A'.repeat(43)}`, '', '?token=a&token=b']) {
        const res = await http().get(`/api/newsletter/confirm${q}`).expect(400);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.text).toContain('Link not valid');
        expect(res.text).not.toContain('<form');
        const post = await http().post(`/api/newsletter/confirm${q}`).type('form').send('').expect(400);
        expect(post.headers['content-type']).toMatch(/^text\/html/);
        expect(post.text).toContain('Link not valid');
      }
    });

    it('the unsubscribe link shows a page whose button POSTs; GET changes nothing', async () => {
      const { unsubscribe } = await subscribed('page@example.com');
      const res = await http().get(pathOf(unsubscribe)).expect(200);
      expect(res.text).toContain('<form method="post"');
      // Relative, so it posts to whichever host served the page (CSP form-action 'self').
      expect(res.text).toContain(`action="${pathOf(unsubscribe)}"`);
      expect((await subscriber('page@example.com'))!.status).toBe('pending');
      await http().get('/api/newsletter/unsubscribe?token=bad').expect(400);
    });

    it('one-click POST (RFC 8058) unsubscribes; the old confirmation link no longer works', async () => {
      const { confirm, unsubscribe } = await subscribed('leave@example.com');
      await pressConfirm(confirm).expect(200);
      const res = await http().post(pathOf(unsubscribe)).type('form').send('List-Unsubscribe=One-Click').expect(200);
      expect(res.text).toContain('<h1>You&#39;re unsubscribed</h1>');
      const row = (await subscriber('leave@example.com'))!;
      expect(row.status).toBe('unsubscribed');
      expect(row.unsubscribedAt).not.toBeNull();
      // Again: still fine. The confirmation link cannot resubscribe.
      await http().post(pathOf(unsubscribe)).expect(200);
      await http().get(pathOf(confirm)).expect(400);
      await pressConfirm(confirm).expect(400);
      expect((await subscriber('leave@example.com'))!.status).toBe('unsubscribed');
      // Multipart bodies (also allowed by RFC 8058) and a bad token.
      await http().post('/api/newsletter/unsubscribe?token=bad').field('List-Unsubscribe', 'One-Click').expect(400);
    });

    it('subscribing again after unsubscribing starts a new double opt-in', async () => {
      const first = await subscribed('again@example.com');
      await http().post(pathOf(first.unsubscribe)).expect(200);
      const second = await subscribed('again@example.com', 'other');
      const row = (await subscriber('again@example.com'))!;
      expect(row).toMatchObject({ status: 'pending', source: 'other' });
      await pressConfirm(second.confirm).expect(200);
      expect((await subscriber('again@example.com'))!.status).toBe('confirmed');
    });
  });

  describe('refused with 4xx: nothing stored, no e-mail', () => {
    async function expectRefused(send: () => request.Test, status: number, code?: string): Promise<request.Response> {
      const before = await snapshot(ds, t.storageDir);
      const res = await send().expect(status);
      expect(res.body).toEqual({ message: expect.any(String), code: code ?? expect.any(String) });
      expect(await snapshot(ds, t.storageDir)).toEqual(before);
      return res;
    }

    it('missing or invalid e-mail, bad source, unknown properties → 400', async () => {
      for (const body of [
        {},
        { email: '' },
        { email: 'not-an-email' },
        { email: 42 },
        { email: `${'a'.repeat(250)}@example.com` },
        { email: 'a@example.com', source: 'popup' },
        { email: 'a@example.com', name: 'Ada' },
      ]) {
        await expectRefused(() => subscribe(body), 400, 'validation_failed');
      }
    });

    it('wrong content type → 415', async () => {
      await expectRefused(
        () => http().post('/api/newsletter/subscribe').type('form').send({ email: 'a@example.com' }),
        415,
        'unsupported_media_type',
      );
      await expectRefused(
        () => http().post('/api/newsletter/subscribe').set('Content-Type', 'text/plain').send('{"email":"a@example.com"}'),
        415,
        'unsupported_media_type',
      );
    });

    it('malformed JSON → 400', async () => {
      await expectRefused(() => http().post('/api/newsletter/subscribe').set('Content-Type', 'application/json').send('{"email":'), 400);
    });
  });

  describe('delivery over SMTP', () => {
    it('sends the confirmation e-mail with its List-Unsubscribe headers to a real SMTP server', async () => {
      const smtp = await startSmtpSink();
      const app = await startTestApp({ PUBLIC_URL, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
      try {
        await request(app.app.getHttpServer()).post('/api/newsletter/subscribe').send({ email: 'smtp@example.com' }).expect(200);
        expect(smtp.messages).toHaveLength(1);
        expect(smtp.messages[0].to).toEqual(['smtp@example.com']);
        const mail = parseMail(smtp.messages[0].raw);
        expect(mail.headers['list-unsubscribe']).toMatch(/^<https:\/\/shop\.example\.com\/api\/newsletter\/unsubscribe\?token=/);
        expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      } finally {
        await app.close();
        await smtp.close();
      }
    });
  });

  describe('mail failure', () => {
    it('still answers ok; the confirmation waits in the mail outbox for its next attempt', async () => {
      const broken = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:1', LOG_LEVEL: 'silent' });
      try {
        const h = () => request(broken.app.getHttpServer());
        await h().post('/api/newsletter/subscribe').send({ email: 'down@example.com' }).expect(200, { ok: true });
        const ds = broken.app.get(DataSource);
        const [row] = await ds.query("SELECT * FROM newsletter_subscribers WHERE email = 'down@example.com'");
        expect(row.status).toBe('pending');
        expect(row.lastConfirmationSentAt).not.toBeNull();
        const queued = () => ds.query("SELECT status, recipients FROM mail_outbox WHERE kind = 'newsletter-confirmation'");
        expect(await queued()).toEqual([{ status: 'pending', recipients: 'down@example.com' }]);
        // Signing up again within the cooldown queues no second one.
        await h().post('/api/newsletter/subscribe').send({ email: 'down@example.com' }).expect(200, { ok: true });
        expect(await queued()).toHaveLength(1);
      } finally {
        await broken.close();
      }
    });
  });

  describe('rate limit', () => {
    it('answers 429 with { message, code } past the per-IP limit', async () => {
      const limited = await startTestApp({ RATE_LIMIT_NEWSLETTER: '2' });
      try {
        const h = () => request(limited.app.getHttpServer());
        await h().post('/api/newsletter/subscribe').send({ email: 'a@example.com' }).expect(200);
        await h().post('/api/newsletter/subscribe').send({ email: 'b@example.com' }).expect(200);
        const res = await h().post('/api/newsletter/subscribe').send({ email: 'c@example.com' }).expect(429);
        expect(res.body).toEqual({ message: expect.stringMatching(/too many requests/i), code: 'too_many_requests' });
        const [{ n }] = await limited.app.get(DataSource).query('SELECT COUNT(*) AS n FROM newsletter_subscribers');
        expect(n).toBe(2);
      } finally {
        await limited.close();
      }
    });
  });
});
