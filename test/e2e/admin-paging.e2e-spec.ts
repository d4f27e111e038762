/**
 * The admin lists at scale (issue 14, DESIGN §4 rule 7): keyset pages on (createdAt, id)
 * with a server-enforced size, filters, search, cheap totals, refused bad input, and CSV
 * exports that stream every matching row, more than one batch of them.
 *
 * Rows are seeded through the data layer (repository inserts: the triggers keep the
 * search index and the counter tables), with shared createdAt values so that ties are
 * paged by id. The expected order is always asked of SQLite directly.
 */
import { get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { OrderItem } from '../../api/checkout/order-item.entity.js';
import { Order } from '../../api/checkout/order.entity.js';
import { PROJECT_ROOT } from '../../api/config/config.js';
import { ContactMessage } from '../../api/contact/contact-message.entity.js';
import { EXPORT_BATCH, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../../api/database/keyset.js';
import { NewsletterSubscriber } from '../../api/newsletter/newsletter-subscriber.entity.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { type Agent, waitForWebDist } from '../helpers/checkout.js';
import { csvObjects } from '../helpers/csv.js';

const ADMIN = { email: 'owner@threadwise.test', password: 'correct-horse-battery-42' };
const KINDS = ['contact', 'tech-pack', 'production', 'brand-building'] as const;
/** More than one export batch. */
const MESSAGES = EXPORT_BATCH + 120;
const BAD_CURSOR = 'cursor is not valid: pass the nextCursor of the previous page';
const BAD_LIMIT = `limit must be a whole number from 1 to ${PAGE_SIZE_MAX}`;

/** Four messages share each second: ties are ordered by id. */
const at = (i: number) => new Date(Date.UTC(2025, 0, 1) + Math.floor(i / 4) * 3600_000);

describe('admin lists: paging, filters, search, exports', () => {
  let t: TestApp;
  let ds: DataSource;
  let admin: Agent;

  const server = () => t.app.getHttpServer();

  beforeAll(async () => {
    await waitForWebDist(PROJECT_ROOT);
    t = await startTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, TRUST_PROXY: 'true' });
    ds = t.app.get(DataSource);
    admin = request.agent(server()).set('X-Forwarded-For', '203.0.113.7');
    await admin.post('/api/admin/login').send(ADMIN).expect(200);

    const rows = Array.from({ length: MESSAGES }, (_, i) => ({
      kind: KINDS[i % 4],
      name: i === 7 ? 'Ada Lovelace' : `Sender ${i}`,
      email: i === 7 ? 'ada@analytical.example' : `sender${i}@example${i % 10}.com`,
      company: i % 3 === 0 ? `Knits ${i}` : null,
      message: i === 11 ? '=SUM(A1:A9) a message about Merino wool' : `Message number ${i}; cotton jersey.`,
      fields: null,
      isRead: i % 5 === 0,
      createdAt: at(i),
    }));
    for (let i = 0; i < rows.length; i += 200) await ds.getRepository(ContactMessage).insert(rows.slice(i, i + 200));
  });
  afterAll(async () => t?.close());

  /** Ids as SQLite orders them, newest first. */
  async function expectedIds(where = '1 = 1', params: unknown[] = []): Promise<number[]> {
    const rows: { id: number }[] = await ds.query(
      `SELECT id FROM contact_messages WHERE ${where} ORDER BY createdAt DESC, id DESC`,
      params,
    );
    return rows.map((r) => r.id);
  }

  /** Every page of a list, following nextCursor. */
  async function walk(path: string, key: string, limit?: number): Promise<{ ids: number[]; pages: number; sizes: number[] }> {
    const ids: number[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const sep = path.includes('?') ? '&' : '?';
      const query = [limit ? `limit=${limit}` : '', cursor ? `cursor=${encodeURIComponent(cursor)}` : ''].filter(Boolean).join('&');
      const res = await admin.get(query ? `${path}${sep}${query}` : path).expect(200);
      const list = res.body[key] as { id: number }[];
      sizes.push(list.length);
      ids.push(...list.map((m) => m.id));
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor && pages < 1000);
    return { ids, pages, sizes };
  }

  describe('messages', () => {
    it('answers the first page of the spec shape with nextCursor and cheap exact totals', async () => {
      const res = await admin.get('/api/admin/messages').expect(200);
      expect(res.body.messages).toHaveLength(PAGE_SIZE_DEFAULT);
      expect(res.body.messages.map((m: { id: number }) => m.id)).toEqual((await expectedIds()).slice(0, PAGE_SIZE_DEFAULT));
      expect(typeof res.body.nextCursor).toBe('string');
      const [{ unread }] = await ds.query('SELECT COUNT(*) AS unread FROM contact_messages WHERE isRead = 0');
      expect(res.body).toMatchObject({ total: MESSAGES, totalExact: true, unread, unreadExact: true });
    });

    it('walks every message exactly once, in order, whatever the page size; the last page says so', async () => {
      const expected = await expectedIds();
      for (const limit of [undefined, 1, 7, PAGE_SIZE_MAX]) {
        const { ids, sizes } = await walk('/api/admin/messages', 'messages', limit);
        expect(ids).toEqual(expected);
        expect(sizes.slice(0, -1).every((n) => n === (limit ?? PAGE_SIZE_DEFAULT))).toBe(true);
      }
    });

    it('keeps its place when messages arrive between two pages (no duplicate, no gap)', async () => {
      const before = await expectedIds();
      const first = await admin.get('/api/admin/messages?limit=30').expect(200);
      // New enquiries while the owner reads: newer than everything, so before the cursor.
      const posted: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await request(server())
          .post('/api/contact')
          .set('X-Forwarded-For', `198.51.100.${i + 1}`)
          .send({ name: `Late ${i}`, email: `late${i}@example.com`, message: 'Arrived between pages' })
          .expect(201);
        posted.push(res.body.id);
      }
      const second = await admin.get(`/api/admin/messages?limit=30&cursor=${first.body.nextCursor}`).expect(200);
      const seen = [...first.body.messages, ...second.body.messages].map((m: { id: number }) => m.id);
      expect(seen).toEqual(before.slice(0, 60));
      // The next first page starts with them, and the total counts them.
      const again = await admin.get('/api/admin/messages?limit=3').expect(200);
      expect(again.body.messages.map((m: { id: number }) => m.id)).toEqual([...posted].reverse());
      expect(again.body.total).toBe(MESSAGES + 3);
    });

    it('filters by kind, read state and UTC days; totals and unread follow the filters', async () => {
      const cases: [string, string, unknown[]][] = [
        ['kind=production', `kind = ?`, ['production']],
        ['status=unread', 'isRead = 0', []],
        ['status=read&kind=tech-pack', `isRead = 1 AND kind = ?`, ['tech-pack']],
        ['from=2025-01-03&to=2025-01-04', `createdAt >= '2025-01-03' AND createdAt < '2025-01-05'`, []],
        ['kind=contact&status=unread&from=2025-01-02', `kind = 'contact' AND isRead = 0 AND createdAt >= '2025-01-02'`, []],
      ];
      for (const [query, where, params] of cases) {
        const expected = await expectedIds(where, params);
        expect(expected.length).toBeGreaterThan(0);
        const { ids } = await walk(`/api/admin/messages?${query}`, 'messages', 40);
        expect({ query, ids }).toEqual({ query, ids: expected });
        const first = await admin.get(`/api/admin/messages?${query}`).expect(200);
        const [{ unread }] = await ds.query(`SELECT COUNT(*) AS unread FROM contact_messages WHERE ${where} AND isRead = 0`, params);
        expect({ query, total: first.body.total, unread: first.body.unread, exact: first.body.totalExact }).toEqual({
          query,
          total: expected.length,
          unread,
          exact: true,
        });
      }
    });

    it('searches names, e-mails, companies and texts anywhere, ignoring case', async () => {
      const search = async (q: string) => (await admin.get(`/api/admin/messages?q=${encodeURIComponent(q)}`).expect(200)).body;
      expect((await search('lovelace')).messages.map((m: { name: string }) => m.name)).toEqual(['Ada Lovelace']);
      expect((await search('ANALYTICAL.exa')).messages.map((m: { email: string }) => m.email)).toEqual(['ada@analytical.example']);
      expect((await search('merino WOOL')).messages).toHaveLength(1);
      const knits = await search('Knits 12');
      expect(knits.messages.map((m: { company: string }) => m.company)).toEqual(
        expect.arrayContaining(['Knits 12', 'Knits 120', 'Knits 123']),
      );
      expect(knits.messages.every((m: { company: string }) => m.company.startsWith('Knits 12'))).toBe(true);
      // Search with other filters, and its (capped) count.
      const example3 = await search('@example3.com');
      const [{ n }] = await ds.query(`SELECT COUNT(*) AS n FROM contact_messages WHERE email LIKE '%@example3.com'`);
      expect({ total: example3.total, exact: example3.totalExact }).toEqual({ total: n, exact: true });
      const unread = (await admin.get('/api/admin/messages?q=%40example3.com&status=unread').expect(200)).body;
      expect(unread.messages.every((m: { email: string; isRead: boolean }) => m.email.endsWith('@example3.com') && !m.isRead)).toBe(true);
      expect(unread.total).toBe(unread.unread);
      // Quotes and operators are text, not query syntax.
      expect((await search('"cotton" OR x*')).messages).toEqual([]);
      expect((await search('nothing like this')).total).toBe(0);
    });

    it('refuses a bad cursor, limit, date or search with a clear 400 and changes nothing', async () => {
      const before = await ds.query('SELECT COUNT(*) AS n, SUM(isRead) AS read FROM contact_messages');
      const forged = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
      const cases: [string, string][] = [
        ['cursor=nope!', BAD_CURSOR],
        ['cursor=AAAA', BAD_CURSOR],
        [`cursor=${forged(['2025-01-01 00:00:00', -1])}`, BAD_CURSOR],
        [`cursor=${forged(['1 OR 1=1', 5])}`, BAD_CURSOR],
        [`cursor=${forged({ createdAt: '2025-01-01 00:00:00', id: 5 })}`, BAD_CURSOR],
        [`cursor=${'A'.repeat(300)}`, BAD_CURSOR],
        ['cursor=a&cursor=b', BAD_CURSOR],
        ['limit=0', BAD_LIMIT],
        ['limit=201', BAD_LIMIT],
        ['limit=-5', BAD_LIMIT],
        ['limit=1.5', BAD_LIMIT],
        ['limit=fifty', BAD_LIMIT],
        ['from=2025-02-30', 'from must be a date as YYYY-MM-DD'],
        ['to=yesterday', 'to must be a date as YYYY-MM-DD'],
        ['from=2025-03-02&to=2025-03-01', 'to must be on or after from'],
        ['status=archived', 'status must be one of: read, unread'],
        ['q=ab', 'q must be at least 3 characters'],
        [`q=${'x'.repeat(201)}`, 'q must be at most 200 characters'],
      ];
      for (const [query, message] of cases) {
        const res = await admin.get(`/api/admin/messages?${query}`).expect(400);
        expect({ query, body: res.body }).toEqual({ query, body: { message, code: 'validation_failed' } });
      }
      await admin.get('/api/admin/export/messages.csv?from=2025-13-01').expect(400);
      expect(await ds.query('SELECT COUNT(*) AS n, SUM(isRead) AS read FROM contact_messages')).toEqual(before);
    });

    it('a page from a cursor is its own query: the same cursor answers the same page', async () => {
      const first = await admin.get('/api/admin/messages?limit=5').expect(200);
      const a = await admin.get(`/api/admin/messages?limit=5&cursor=${first.body.nextCursor}`).expect(200);
      const b = await admin.get(`/api/admin/messages?limit=5&cursor=${first.body.nextCursor}`).expect(200);
      expect(a.body.messages).toEqual(b.body.messages);
      expect(a.body.nextCursor).toBe(b.body.nextCursor);
    });

    it('marking read moves a message between the read and unread views and their counts', async () => {
      const unread = (await admin.get('/api/admin/messages?status=unread&limit=1').expect(200)).body;
      const id = unread.messages[0].id;
      await admin.put(`/api/admin/messages/${id}/read`).expect(200);
      const after = (await admin.get('/api/admin/messages?status=unread&limit=1').expect(200)).body;
      expect(after.unread).toBe(unread.unread - 1);
      expect(after.messages[0].id).not.toBe(id);
      const all = (await admin.get('/api/admin/messages?limit=1').expect(200)).body;
      expect(all.unread).toBe(after.unread);
    });

    it('exports every matching message, beyond one batch, in list order, formulas neutralised', async () => {
      const res = await admin.get('/api/admin/export/messages.csv').buffer(true).expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      // Streamed: no Content-Length, chunked.
      expect(res.headers['content-length']).toBeUndefined();
      const rows = csvObjects(res.text);
      expect(rows.length).toBeGreaterThan(EXPORT_BATCH);
      expect(rows.map((r) => Number(r.id))).toEqual(await expectedIds());
      expect(rows.find((r) => r.name === 'Sender 11')!.message).toBe(`'=SUM(A1:A9) a message about Merino wool`);

      const filtered = csvObjects(
        (await admin.get('/api/admin/export/messages.csv?kind=production&status=unread&q=cotton').buffer(true).expect(200)).text,
      );
      expect(filtered.map((r) => Number(r.id))).toEqual(
        await expectedIds(`kind = 'production' AND isRead = 0 AND message LIKE '%cotton%'`),
      );
    });

    it('an export the client stops half-way ends there, and the server carries on', async () => {
      const srv = server();
      if (!srv.listening) await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
      const { port } = srv.address() as AddressInfo;
      const login = await request(srv).post('/api/admin/login').set('X-Forwarded-For', '203.0.113.8').send(ADMIN).expect(200);
      const cookie = (login.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
      const firstChunk = await new Promise<number>((resolve, reject) => {
        const req = httpGet(
          { host: '127.0.0.1', port, path: '/api/admin/export/messages.csv', headers: { cookie, 'x-forwarded-for': '203.0.113.8' } },
          (res) => {
            res.once('data', (chunk: Buffer) => {
              req.destroy();
              resolve(res.statusCode === 200 ? chunk.length : -1);
            });
          },
        );
        req.on('error', (err) => (/socket hang up|aborted/i.test(err.message) ? undefined : reject(err)));
      });
      expect(firstChunk).toBeGreaterThan(0);
      await admin.get('/api/admin/messages?limit=1').expect(200);
      const rows = csvObjects((await admin.get('/api/admin/export/messages.csv').buffer(true).expect(200)).text);
      expect(rows.length).toBe((await expectedIds()).length);
    });
  });

  // -------------------------------------------------------------------------------------

  describe('orders', () => {
    const orderIds: Record<string, number> = {};

    beforeAll(async () => {
      const repo = ds.getRepository(Order);
      const make = async (
        key: string,
        status: Order['status'],
        email: string | null,
        slugs: string[],
        createdAt: Date,
        seq: number | null,
      ) => {
        const order = await repo.save(
          repo.create({
            status,
            email,
            guideSlug: slugs[0],
            amountCents: 2900 + 999 * (slugs.length - 1),
            currency: 'usd',
            provider: 'sandbox',
            number: seq === null ? null : `TW-${String(seq).padStart(6, '0')}`,
            numberSeq: seq,
            paidAt: status === 'pending' ? null : createdAt,
            createdAt,
            items: slugs.map((guideSlug, i) => ({
              guideSlug,
              kind: i === 0 ? 'main' : 'upsell',
              priceCents: i === 0 ? 2900 : 999,
              // As checkout writes it: without a code an item is paid its price.
              paidCents: i === 0 ? 2900 : 999,
            })) as OrderItem[],
          }),
        );
        orderIds[key] = order.id;
      };
      let seq = 0;
      for (let i = 0; i < 120; i++) {
        const status = i % 10 === 0 ? 'pending' : i % 10 === 1 ? 'refunded' : 'paid';
        const slugs = i % 3 === 0 ? ['fabric-101', 'fabric-204-synthetic'] : ['fabric-202-plant-based'];
        await make(
          `o${i}`,
          status,
          status === 'pending' ? null : `buyer${i}@shop${i % 4}.example`,
          slugs,
          at(i),
          status === 'pending' ? null : ++seq,
        );
      }
    });

    async function expectedOrders(where = '1 = 1', params: unknown[] = []): Promise<number[]> {
      const rows: { id: number }[] = await ds.query(`SELECT id FROM orders o WHERE ${where} ORDER BY createdAt DESC, id DESC`, params);
      return rows.map((r) => r.id);
    }

    it('pages every order but unpaid checkouts by default; status=pending and status=all show them', async () => {
      const listed = await walk('/api/admin/orders', 'orders', 25);
      expect(listed.ids).toEqual(await expectedOrders(`status <> 'pending'`));
      expect((await admin.get('/api/admin/orders').expect(200)).body).toMatchObject({ total: listed.ids.length, totalExact: true });
      expect((await walk('/api/admin/orders?status=pending', 'orders', 5)).ids).toEqual(await expectedOrders(`status = 'pending'`));
      expect((await walk('/api/admin/orders?status=all', 'orders', 50)).ids).toEqual(await expectedOrders());
      expect((await admin.get('/api/admin/orders?status=all').expect(200)).body.total).toBe((await expectedOrders()).length);
    });

    it('filters by guide (main or add-on), status and days; searches order numbers and e-mail starts', async () => {
      const withSynthetic = `status <> 'pending' AND id IN (SELECT orderId FROM order_items WHERE guideSlug = 'fabric-204-synthetic')`;
      const guide = await walk('/api/admin/orders?guide=fabric-204-synthetic', 'orders', 10);
      expect(guide.ids).toEqual(await expectedOrders(withSynthetic));
      expect((await admin.get('/api/admin/orders?guide=fabric-204-synthetic').expect(200)).body.total).toBe(guide.ids.length);
      expect((await walk('/api/admin/orders?status=refunded&from=2025-01-02', 'orders')).ids).toEqual(
        await expectedOrders(`status = 'refunded' AND createdAt >= '2025-01-02'`),
      );

      const [{ number, id }] = await ds.query(`SELECT number, id FROM orders WHERE numberSeq = 42`);
      for (const q of [number, number.toLowerCase(), '42', 'TW-42']) {
        expect(
          (await admin.get(`/api/admin/orders?q=${encodeURIComponent(q)}`).expect(200)).body.orders.map((o: { id: number }) => o.id),
        ).toEqual([id]);
      }
      const byEmail = (await admin.get('/api/admin/orders?q=Buyer11%40').expect(200)).body;
      expect(byEmail.orders.map((o: { email: string }) => o.email)).toEqual(['buyer11@shop3.example']);
      expect(
        (await admin.get('/api/admin/orders?q=buyer1').expect(200)).body.orders.every((o: { email: string }) =>
          o.email.startsWith('buyer1'),
        ),
      ).toBe(true);
      await admin.get('/api/admin/orders?guide=fabric-999').expect(400);
      await admin.get('/api/admin/orders?status=shipped').expect(400);
    });

    it('exports the filtered orders with their items', async () => {
      const rows = csvObjects((await admin.get('/api/admin/export/orders.csv?guide=fabric-204-synthetic').buffer(true).expect(200)).text);
      expect(rows.map((r) => Number(r.id))).toEqual(
        await expectedOrders(`status <> 'pending' AND id IN (SELECT orderId FROM order_items WHERE guideSlug = 'fabric-204-synthetic')`),
      );
      expect(rows[0].items).toBe('fabric-101 (main, 29.00); fabric-204-synthetic (upsell, 9.99)');
    });
  });

  // -------------------------------------------------------------------------------------

  describe('subscribers', () => {
    beforeAll(async () => {
      const statuses = ['pending', 'confirmed', 'unsubscribed'] as const;
      const sources = ['footer', 'v1', 'other'] as const;
      await ds.getRepository(NewsletterSubscriber).insert(
        Array.from({ length: 90 }, (_, i) => ({
          email: `reader${i}@news${i % 2}.example`,
          status: statuses[i % 3],
          source: sources[Math.floor(i / 3) % 3],
          consentAt: at(i),
          createdAt: at(i),
        })),
      );
    });

    async function expectedSubs(where = '1 = 1'): Promise<number[]> {
      const rows: { id: number }[] = await ds.query(
        `SELECT id FROM newsletter_subscribers WHERE ${where} ORDER BY createdAt DESC, id DESC`,
      );
      return rows.map((r) => r.id);
    }

    it('pages, filters by status and source, and searches e-mail starts, with totals', async () => {
      expect((await walk('/api/admin/subscribers', 'subscribers', 20)).ids).toEqual(await expectedSubs());
      for (const [query, where] of [
        ['status=confirmed', `status = 'confirmed'`],
        ['source=v1', `source = 'v1'`],
        ['status=pending&source=other', `status = 'pending' AND source = 'other'`],
        ['q=READER1', `email LIKE 'reader1%'`],
        ['q=reader2&status=unsubscribed', `email LIKE 'reader2%' AND status = 'unsubscribed'`],
      ]) {
        const expected = await expectedSubs(where);
        expect(expected.length).toBeGreaterThan(0);
        expect({ query, ids: (await walk(`/api/admin/subscribers?${query}`, 'subscribers', 7)).ids }).toEqual({ query, ids: expected });
        expect({ query, total: (await admin.get(`/api/admin/subscribers?${query}`).expect(200)).body.total }).toEqual({
          query,
          total: expected.length,
        });
      }
      await admin.get('/api/admin/subscribers?source=twitter').expect(400);
      await admin.get('/api/admin/subscribers?limit=500').expect(400);
    });

    it('exports the filtered subscribers', async () => {
      const rows = csvObjects(
        (await admin.get('/api/admin/export/subscribers.csv?source=footer&status=confirmed').buffer(true).expect(200)).text,
      );
      expect(rows.map((r) => Number(r.id))).toEqual(await expectedSubs(`source = 'footer' AND status = 'confirmed'`));
    });
  });
});
