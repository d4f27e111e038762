/**
 * Findings of the security audit (issue 13) re-run over HTTP where their fixes were only
 * unit-tested: OLE2 files that are not Word documents (an installer, an Outlook message)
 * refused on upload (item 2); the CSV export quoting and neutralising formula starts after
 * every separator (item 8); and the thank-you address's payment intent and client secret
 * kept out of the request log of a running server (item 5).
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { STDOUT_FLUSH_MS } from '../../api/common/logger.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import {
  assertBuilt,
  type ChildShop,
  http as rawHttp,
  jsonLines,
  killHard,
  startChildShop,
  stopGracefully,
} from '../helpers/child-server.js';
import { csvObjects } from '../helpers/csv.js';
import { cfbFile, docFile, eventually, TYPES } from '../helpers/enquiries.js';
import { freePort } from '../helpers/server.js';
import { cookieOf } from '../helpers/cookies.js';

const ADMIN = { email: 'owner@sec-http.test', password: 'a-long-admin-password-9' };
/** An installer package and an Outlook message: OLE2 compound files without a WordDocument stream. */
const MSI = cfbFile(['\u4840\u3f3f\u4577', 'SummaryInformation']);
const MSG = cfbFile(['__nameid_version1.0', '__substg1.0_0037001F']);

/** The cells of `text` as an importer that honours quotes reads them when it splits on `sep` (records end with CRLF). */
function cellsSplitOn(text: string, sep: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === sep || (c === '\r' && text[i + 1] === '\n')) {
      cells.push(cell);
      cell = '';
      if (c === '\r') i++;
    } else cell += c;
  }
  return [...cells, cell];
}

describe('security findings over HTTP', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_CONTACT: '1000',
      RATE_LIMIT_UPLOAD: '1000',
    });
    admin = cookieOf(await http().post('/api/admin/login').send(ADMIN).expect(200))!;
  });
  afterAll(async () => t?.close());

  const http = () => request(t.app.getHttpServer());
  const storedUploads = () => readdirSync(join(t.storageDir, 'uploads')).sort();

  /** A slot and a PUT of `bytes` as `name` declared as `type`: the PUT's answer. */
  async function upload(bytes: Buffer, type: string, name: string): Promise<request.Response> {
    const slot = await http().post('/api/objects/upload').expect(200);
    return http().put(slot.body.uploadURL).set('Content-Type', type).set('X-File-Name', encodeURIComponent(name)).send(bytes);
  }

  describe('2. OLE2 files that are not Word documents', () => {
    it.each([
      ['an installer package named .msi', MSI, 'setup.msi', 'application/octet-stream'],
      ['an installer package sent as a Word .doc', MSI, 'setup.doc', TYPES.doc],
      ['an Outlook message named .msg', MSG, 'Re: invoice.msg', 'application/octet-stream'],
      ['an Outlook message sent as a Word .doc', MSG, 'invoice.doc', TYPES.doc],
    ])('refuses %s with 415 and keeps nothing', async (_what, bytes, name, type) => {
      const before = storedUploads();
      const put = await upload(bytes, type, name);
      expect(put.status).toBe(415);
      expect(put.body.code).toBe('unsupported_file_type');
      expect(storedUploads()).toEqual(before);
    });

    it('still takes a Word 97-2003 document (the same container with a WordDocument stream)', async () => {
      const put = await upload(docFile(), TYPES.doc, 'brief.doc');
      expect(put.status).toBe(200);
      expect(put.body).toMatchObject({ name: 'brief.doc', type: TYPES.doc });
    });
  });

  describe('8. the messages CSV export', () => {
    it('quotes cells with a tab, CR, LF, comma or semicolon and neutralises a formula after any of them', async () => {
      // Name and company are single lines; the message keeps tabs and line breaks.
      const tabbed = { name: 'Ada;=cmd|calc', email: 'ada.csv@example.com', company: 'Knits, +1 555 0100', message: 'Ada\t=cmd|calc' };
      const lines = { name: 'Grace', email: 'grace.csv@example.com', message: 'Hello\r\n+1 555 0100\n@SUM(1)\rand -2+3; "=1+1"' };
      const ids: number[] = [];
      for (const fields of [tabbed, lines]) ids.push((await http().post('/api/contact').send(fields).expect(201)).body.id as number);
      const res = await http().get('/api/admin/export/messages.csv').set('Cookie', admin).buffer(true).expect(200);
      const text = res.text;

      // Read as RFC 4180: every cell comes back whole, with an apostrophe in front.
      const rows = csvObjects(text);
      expect(rows.find((r) => r.id === String(ids[0]))).toMatchObject({
        name: `'${tabbed.name}`,
        company: `'${tabbed.company}`,
        message: `'${tabbed.message}`,
      });
      expect(rows.find((r) => r.id === String(ids[1]))).toMatchObject({ name: 'Grace', message: `'${lines.message}` });
      // The raw bytes: each of those cells is quoted.
      expect(text).toContain(`,"'Ada\t=cmd|calc",`);
      expect(text).toContain(`,"'Ada;=cmd|calc",`);
      expect(text).toContain(`,"'Knits, +1 555 0100",`);
      expect(text).toContain(`,"'Hello\r\n+1 555 0100\n@SUM(1)\rand -2+3; ""=1+1""",`);

      // An importer splitting on a tab, a semicolon or a comma (quotes honoured) starts no
      // cell with a formula. (These are the shop's only messages: every cell is checked.)
      for (const sep of ['\t', ';', ',']) {
        expect(cellsSplitOn(text.slice(1), sep).filter((c) => /^[=+\-@]/.test(c))).toEqual([]);
      }
    });
  });
});

describe('the request log of a running shop', () => {
  let storage: string;
  let shop: ChildShop | undefined;
  beforeAll(() => {
    assertBuilt();
    storage = mkdtempSync(join(tmpdir(), 'shop-e2e-log-'));
  });
  afterAll(async () => {
    if (shop) await killHard(shop);
    rmSync(storage, { recursive: true, force: true });
  });

  it("does not write the thank-you address's payment intent id or client secret (5)", async () => {
    shop = await startChildShop({ storageDir: storage, port: await freePort() });
    const intent = 'pi_3QsecHttpLogTest0001';
    const secret = `${intent}_secret_TopSecretValue42`;
    const path = `/thank-you?payment_intent=${intent}&payment_intent_client_secret=${secret}&redirect_status=succeeded`;
    const res = await rawHttp('GET', `${shop.baseURL}${path}`);
    expect(res.status).toBeLessThan(500);
    expect(await stopGracefully(shop)).toBe(0);
    const lines = shop.lines;
    shop = undefined;

    const logged = jsonLines(lines).find((l) => l.msg === 'request' && String(l.url).startsWith('/thank-you'));
    expect(logged).toMatchObject({
      method: 'GET',
      url: '/thank-you?payment_intent=[redacted]&payment_intent_client_secret=[redacted]&redirect_status=succeeded',
    });
    const everything = lines.join('\n');
    expect(everything).not.toContain(intent);
    expect(everything).not.toContain('TopSecretValue42');
  });

  it('logs page views and failed asset requests at info, hashed assets served as asked at debug only', async () => {
    const asset = `/assets/${readdirSync(join(process.cwd(), 'dist', 'web', 'assets')).find((f) => f.endsWith('.js'))}`;
    for (const level of ['info', 'debug']) {
      shop = await startChildShop({ storageDir: storage, port: await freePort(), env: { LOG_LEVEL: level } });
      expect((await rawHttp('GET', `${shop.baseURL}${asset}`)).status).toBe(200);
      expect((await rawHttp('GET', `${shop.baseURL}/assets/missing-00000000.js`)).status).toBe(404);
      expect((await rawHttp('GET', `${shop.baseURL}/guides`)).status).toBe(200);
      expect(await stopGracefully(shop)).toBe(0);
      const requests = jsonLines(shop.lines).filter((l) => l.msg === 'request');
      shop = undefined;
      const seen = requests.map((l) => [l.level, l.url, l.status]);
      expect(seen).toEqual(
        expect.arrayContaining([
          ['info', '/assets/missing-00000000.js', 404],
          ['info', '/guides', 200],
        ]),
      );
      if (level === 'info') expect(seen.filter(([, url]) => url === asset)).toEqual([]);
      else expect(seen).toContainEqual(['debug', asset, 200]);
    }
  });

  it("writes the start-up lines by the time it answers, and a quiet moment's request line within the flush interval, while it runs", async () => {
    shop = await startChildShop({ storageDir: storage, port: await freePort() });
    // stdout is buffered in 4 KiB blocks: the banner is sent at once with what came before it.
    await eventually(() => shop!.lines.some((l) => l.includes('"Shop ready on http://')), STDOUT_FLUSH_MS);
    const messages = jsonLines(shop.lines).map((l) => l.msg);
    expect(messages.indexOf('Nest application successfully started')).toBeGreaterThanOrEqual(0);
    expect(messages.indexOf('Nest application successfully started')).toBeLessThan(
      messages.findIndex((m) => String(m).startsWith('Shop ready')),
    );

    const sent = Date.now();
    const id = `quiet-${Date.now()}`;
    expect((await rawHttp('GET', `${shop.baseURL}/guides`, { headers: { 'X-Request-Id': id } })).status).toBe(200);
    // One line (far below 4 KiB) is not held until more come: the timer sends it.
    const line = await eventually(() => jsonLines(shop!.lines).find((l) => l.reqId === id), 4 * STDOUT_FLUSH_MS);
    expect(line).toMatchObject({ msg: 'request', url: '/guides', status: 200 });
    expect(Date.now() - sent).toBeLessThan(4 * STDOUT_FLUSH_MS);
    expect(await stopGracefully(shop)).toBe(0);
    shop = undefined;
  });
});
