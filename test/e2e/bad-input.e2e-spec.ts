/**
 * Bad input, everywhere (issue part 1; DESIGN §4 rules 2-3, §5 Reliability: "no 5xx for
 * any malformed input").
 *
 * Every route the running app has registered (test/helpers/routes.ts reads Express's
 * router; the fields each handler reads come from Nest's and class-validator's metadata)
 * gets a battery of malformed requests over real HTTP, with raw control of the path, the
 * headers and the bytes:
 *   - path parameters: traversal (`..%2f..%2fetc%2fpasswd`), `%00`, malformed escapes,
 *     over-long ids, negative / float / huge numbers, unicode, CRLF;
 *   - query parameters (those the handler reads, plus an unknown one): the same values,
 *     repeated (`a=1&a=2`), bracketed (`a[]=`, `a[x]=`), empty, 8 kB long;
 *   - bodies: none, empty, `{}`, wrong top-level types, malformed JSON, invalid UTF-8, a BOM,
 *     nesting 5000 objects / 50000 arrays deep, over 100 kB, a deflate bomb, unknown
 *     encodings and charsets, prototype-pollution keys, extra unknown fields;
 *   - content types: text/plain, urlencoded (also deep and 5000 parameters), multipart, XML
 *     with an external entity, JSONP, none;
 *   - every DTO field: missing, wrong types (numbers, arrays, objects, null, booleans,
 *     `{"$gt":""}`), 90 kB strings, unicode edge cases (lone surrogates, NUL, RTL override,
 *     emoji, combining marks, 'İ', zero-width, BOM), traversal, SQL, script, CRLF.
 *
 * Each case changes one thing in a SAFE BASE: a body that passes validation but can never
 * change state (an unknown guide, a taken username, a filled honeypot...), so that a case
 * the server legitimately accepts still leaves no trace; each base says why it is safe.
 *
 * Asserted for every answer: never 5xx; 4xx unless the route is listed in MAY_SUCCEED
 * (with the reason); a JSON error is exactly `{ message, code }` (plus `error`, equal to
 * message, on login/register); no stack trace, file path or node_modules in any body. After
 * the whole battery: the row count of every table (read from sqlite_master) and the list
 * of files under the storage folder are unchanged, with one exception decided here:
 * POST /api/objects/upload takes no input at all, so each of its 2xx answers hands out one
 * pending upload slot (one `uploads` row, no file). No request of the battery may create
 * or end a session: the `sessions` count is asserted unchanged too, and the admin's session
 * must still be valid at the end.
 *
 * Limits: every rate limit and throttle (api/common/throttle.ts) is opened for the battery
 * only, by wrapping Throttle.consume, so 429s don't mask the validation. The last test
 * closes them again and checks that a 429 is still `{ message, code }`.
 * attacks.e2e-spec.ts checks that the throttles work.
 */
import { existsSync } from 'node:fs';
import { type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Throttle } from '../../api/common/throttle.js';
import { PROJECT_ROOT } from '../../api/config/config.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { buyWithSandbox, TEST_CARD } from '../helpers/checkout.js';
import { pdfFile, TYPES } from '../helpers/enquiries.js';
import {
  isNotFoundHandler,
  type RegisteredRoute,
  registeredRoutes,
  routeInputs,
  type RouteInputs,
  routeKey,
  rowCounts,
  STATE_CHANGING_METHODS,
  storageFiles,
} from '../helpers/routes.js';
import { STUB_PUBLISHABLE_KEY, STUB_SECRET_KEY, STUB_WEBHOOK_SECRET } from '../helpers/stripe-stub.js';

const ADMIN = { email: 'owner@threadwise.test', password: 'correct-horse-battery-42' };
const BUYER = { username: 'buyer_badinput', email: 'buyer.badinput@example.com', password: 'buyer-password-1' };
const CONFIRMED_SUBSCRIBER = 'confirmed.reader@example.com';
const NO_SUCH_UUID = '00000000-0000-4000-8000-000000000000';

/** Requests in flight at once, and the most cases per route and caller (sampled evenly beyond). */
const CONCURRENCY = 8;
const MAX_CASES_PER_ROUTE = 160;

// ---------------------------------------------------------------------------------------
// What may succeed, and why. Everything else must be 4xx.
// ---------------------------------------------------------------------------------------

interface Case {
  route: string;
  caller: 'anonymous' | 'admin';
  kind: 'path' | 'query' | 'body' | 'type' | 'field';
  label: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** For query cases: the parameter and its raw value. */
  param?: string;
  value?: string;
}

interface Allowance {
  statuses: number[];
  why: string;
  /** Only these cases (default: all of the route's cases). */
  when?: (c: Case) => boolean;
}

const UNKNOWN_PARAM = 'unknownParam';
const queryOnly = (c: Case) => c.kind === 'query';
const bodyRead = (c: Case) => c.kind === 'body' || c.kind === 'field' || c.kind === 'type' || c.kind === 'query';
/** RFC 8259 §8.1 lets a parser ignore a byte order mark: the base behind one is still valid. */
const BOM_LABEL = 'BOM before JSON';
const validVariant = (c: Case) => c.kind === 'field' || c.kind === 'query' || c.label === BOM_LABEL;
const adminListFilterEmpty = (c: Case) => c.kind === 'query' && c.param !== UNKNOWN_PARAM && c.value === '';
/** `?q=`: any single text within its length is a search (parameters bound, FTS phrase quoted). */
const adminListQuery = (c: Case) => adminListFilterEmpty(c) || (c.kind === 'query' && c.param === 'q');

const MAY_SUCCEED: Record<string, Allowance> = {
  'GET /api/health': { statuses: [200], when: queryOnly, why: 'takes no input: query parameters are ignored' },
  'GET /api/health/ready': { statuses: [200], when: queryOnly, why: 'takes no input: query parameters are ignored' },
  'GET /metrics': {
    statuses: [200],
    when: queryOnly,
    why: 'takes no input (the suite is a loopback client): query parameters are ignored',
  },
  'GET /api/config': { statuses: [200], when: queryOnly, why: 'public settings: query parameters are ignored' },
  'GET /api/legal/checkout-terms': { statuses: [200], when: queryOnly, why: 'public text versions: query parameters are ignored' },
  'GET /robots.txt': { statuses: [200], when: queryOnly, why: 'for crawlers, which may add parameters: they are ignored' },
  'GET /sitemap.xml': { statuses: [200], when: queryOnly, why: 'for crawlers, which may add parameters: they are ignored' },
  'GET /api/owned-guides': { statuses: [200], when: queryOnly, why: "takes no input: the caller's own session decides" },
  'GET /api/account/verify': {
    statuses: [302],
    when: queryOnly,
    why: 'a page link: any bad token redirects to /account?verified=0 (nothing verified); a good one without its session to /login',
  },
  'POST /api/logout': {
    statuses: [200],
    when: bodyRead,
    why: 'takes no input; any JSON body: an anonymous caller has nothing to end (always 200)',
  },
  'POST /api/admin/logout': {
    statuses: [200],
    when: bodyRead,
    why: 'takes no input; no body or any JSON: an anonymous caller has nothing to end (always 200)',
  },
  'POST /api/objects/upload': {
    statuses: [200],
    why: 'takes no input: every call hands out one pending upload slot (counted in the row check)',
  },
  'POST /api/contact': {
    statuses: [200],
    when: validVariant,
    why: 'the safe base fills the honeypot: a valid variant answers 200 { ok: true } and stores nothing',
  },
  'POST /api/newsletter/subscribe': {
    statuses: [200],
    when: validVariant,
    why: 'the base address is already confirmed: 200 { ok: true }, nothing changes and nothing is sent',
  },
  'POST /api/download/resend-link': {
    statuses: [202],
    when: validVariant,
    why: 'the same 202 for every valid request; the base address bought nothing, so nothing is sent',
  },
  'POST /api/account/forgot-password': {
    statuses: [202],
    when: validVariant,
    why: 'the same 202 for every valid request; no account owns the base address, so nothing is sent',
  },
  'POST /forms/newsletter': {
    statuses: [200],
    when: (c) => c.kind === 'type' && c.label === 'urlencoded',
    why: 'the no-JavaScript sign-up takes a form body: email=x@example.com is a confirmed subscriber already (nothing changes)',
  },
  'GET /api/admin/messages': { statuses: [200], when: adminListQuery, why: '?kind= (empty) means no filter; ?q= is any search text' },
  'GET /api/admin/orders': { statuses: [200], when: adminListQuery, why: '?status= (empty) means no filter; ?q= is any search text' },
  'GET /api/admin/subscribers': { statuses: [200], when: adminListQuery, why: '?status= (empty) means no filter; ?q= is any search text' },
  'GET /api/admin/reviews': {
    statuses: [200],
    when: adminListFilterEmpty,
    why: '?status=, ?guide=, ?limit= or ?cursor= (empty) means unset: the first page',
  },
  'GET /api/admin/orders/:id/downloads': {
    statuses: [200],
    when: adminListFilterEmpty,
    why: '?limit= or ?cursor= (empty) means unset: the first page (of order 999999: empty)',
  },
  'GET /api/admin/outbox': {
    statuses: [200],
    when: adminListFilterEmpty,
    why: '?status= or ?cursor= (empty) means no filter, the first page',
  },
  'GET /api/admin/discount-codes': {
    statuses: [200],
    when: adminListFilterEmpty,
    why: '?cursor= or ?limit= (empty) means the first page at the default size',
  },
  'GET /api/admin/export/messages.csv': {
    statuses: [200],
    when: adminListQuery,
    why: '?kind= (empty) means no filter; ?q= is any search text',
  },
  'GET /api/admin/export/orders.csv': {
    statuses: [200],
    when: adminListQuery,
    why: '?status= (empty) means no filter; ?q= is any search text',
  },
  'GET /api/admin/export/subscribers.csv': {
    statuses: [200],
    when: adminListQuery,
    why: '?status= (empty) means no filter; ?q= is any search text',
  },
};

/** Routes whose errors are pages for a browser tab (text/html), not JSON. */
const HTML_ERROR_ROUTES = new Set([
  'GET /api/newsletter/confirm',
  'POST /api/newsletter/confirm',
  'GET /api/newsletter/unsubscribe',
  'POST /api/newsletter/unsubscribe',
  // The no-JavaScript form posts answer pages (api/forms).
  'POST /forms/newsletter',
  'POST /forms/contact',
  'POST /forms/resend-link',
]);

/** Routes whose JSON errors also carry `error` (spec §3, api/account/auth-error.filter.ts). */
const ERROR_FIELD_ROUTES = new Set(['POST /api/login', 'POST /api/register']);

/**
 * A valid body per DTO route that can never change state, so field cases test one change
 * at a time without side effects. A DTO route missing here fails the suite.
 */
interface SafeBase {
  body: Record<string, unknown>;
  why: string;
  /** Fields whose emptying would make the request real: only non-empty wrong types there. */
  protect?: string[];
}

const SAFE_BASES: Record<string, SafeBase> = {
  'POST /api/contact': {
    body: { name: 'Ada', email: 'ada@example.com', message: 'Hello', website: 'http://spam.example' },
    protect: ['website'],
    why: 'honeypot filled: 200 { ok: true }, nothing stored or sent',
  },
  'POST /api/newsletter/subscribe': {
    body: { email: CONFIRMED_SUBSCRIBER },
    why: 'already confirmed: nothing changes, no e-mail',
  },
  'POST /api/create-payment-intent': { body: { guideSlug: 'no-such-guide' }, why: 'unknown guide: refused before any order' },
  'POST /api/complete-purchase': {
    body: { paymentIntentId: 'pi_doesnotexist', email: 'buyer@example.com', guideSlug: 'fabric-101' },
    why: 'no such payment intent',
  },
  'POST /api/checkout/consent': {
    body: { guideSlug: 'fabric-101', termsVersion: 'terms@2000-01-01.00000000' },
    why: 'this session has no checkout in progress (and the version is not current): 404, nothing recorded',
  },
  'POST /api/checkout/free-order': {
    body: { guideSlug: 'fabric-101', code: 'NO-SUCH-CODE', email: 'buyer@example.com', termsVersion: 'terms@2000-01-01.00000000' },
    why: 'the Terms version is not current and the code unknown: refused before any order',
  },
  'POST /api/sandbox/confirm': {
    body: { clientSecret: 'pi_nope_secret_nope', email: 'buyer@example.com', card: TEST_CARD },
    why: 'no such payment intent',
  },
  'POST /api/download/resend-link': {
    body: { email: 'nobody@example.com', slug: 'fabric-101' },
    why: 'that address bought nothing: 202, nothing sent',
  },
  'POST /api/register': {
    body: { username: BUYER.username, email: BUYER.email, password: 'another-password' },
    protect: ['username'],
    why: 'username taken: 409 whatever a case does to the other fields (an e-mail is never refused as taken)',
  },
  'POST /api/login': { body: { username: 'nobody', password: 'wrong-password' }, why: 'no such account: 401' },
  'POST /api/account/forgot-password': {
    body: { email: 'nobody@example.com' },
    why: 'no account owns that address: 202 { ok: true }, nothing stored or sent',
  },
  'POST /api/account/reset-password': {
    body: { token: 'A'.repeat(43), password: 'a-new-password' },
    why: 'no such reset link: 400 invalid_reset_token',
  },
  'POST /api/account/verify': {
    body: { token: 'A'.repeat(43) },
    why: 'nobody is logged in (401); logged in, no such link (400 invalid_verification_token)',
  },
  'POST /api/account/change-password': {
    body: { currentPassword: 'wrong-password', newPassword: 'a-new-password' },
    why: 'nobody is logged in (401), or the admin (403: its password comes from ADMIN_PASSWORD)',
  },
  'POST /api/admin/login': { body: { email: 'nobody@example.com', password: 'wrong-password' }, why: 'not the admin: 401' },
  'POST /api/admin/orders/:id/resend-receipt': { body: {}, why: 'the path names order 999999, which does not exist' },
  'POST /api/admin/orders/:id/refunds': {
    body: { itemIds: 'all', reason: 'Bad input check' },
    why: 'the path names order 999999, which does not exist',
  },
  'POST /api/admin/outbox/:id/retry': { body: {}, why: 'the path names mail 999999, which does not exist' },
  'PATCH /api/admin/messages/:id': { body: { status: 'won', notes: 'x' }, why: 'the path names message 999999, which does not exist' },
  'POST /api/admin/guides/:slug/editions': {
    body: { note: 'Bad input check' },
    why: 'multipart only (JSON is 415); the path names no guide, and no PDF part is sent',
  },
  'POST /api/admin/guides/:slug/editions/:edition/announce': { body: {}, why: 'the path names no guide, and edition 999999' },
  'POST /api/discount-codes/check': {
    body: { code: 'NO-SUCH-CODE', guideSlug: 'fabric-101' },
    why: 'no code exists in this shop: 404 at best, and a check reserves nothing',
  },
  'POST /api/admin/discount-codes': {
    body: { code: 'SAFE-BASE', kind: 'bogo', percentOff: 10 },
    protect: ['kind'],
    why: 'kind is never a valid one: 400 whatever else changes, nothing created',
  },
  'PATCH /api/admin/discount-codes/:id': { body: { status: 'paused' }, why: 'the path names code 999999, which does not exist' },
  'POST /api/account/reviews': {
    body: { guideSlug: 'fabric-101', rating: 5, text: 'A review of a guide nobody here owns.' },
    why: 'nobody is logged in (401), or the admin, who owns no guide (403 not_owned): nothing stored',
  },
  'PUT /api/account/reviews': {
    body: { guideSlug: 'fabric-101', rating: 5, text: 'A review of a guide nobody here owns.' },
    why: 'nobody is logged in (401), or the admin, who owns no guide (403 not_owned): nothing stored',
  },
  'POST /api/reviews/by-link': {
    body: { token: `${'A'.repeat(20)}.${'B'.repeat(43)}`, rating: 5, text: 'A review through a forged link.' },
    why: 'the token is not signed by the shop: 403 invalid_review_link, nothing stored',
  },
  'POST /api/admin/reviews/:id/publish': { body: {}, why: 'the path names review 999999, which does not exist' },
  'POST /api/admin/reviews/:id/hide': { body: {}, why: 'the path names review 999999, which does not exist' },
};

// ---------------------------------------------------------------------------------------
// The battery
// ---------------------------------------------------------------------------------------

const JSON_TYPE = 'application/json';
const deepObjects = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
const deepArrays = (n: number) => '['.repeat(n) + ']'.repeat(n);

/** Raw path-segment values: each replaces one path parameter. */
const PATH_VALUES: [string, string][] = [
  ['traversal', '..%2f..%2fetc%2fpasswd'],
  ['traversal to the database', '..%2F..%2F..%2Fstorage%2Fshop.sqlite'],
  ['dot-dot', '..'],
  ['encoded dots', '%2e%2e%2f%2e%2e%2fpackage.json'],
  ['overlong UTF-8 dots', '%C0%AE%C0%AE%2f'],
  ['NUL', '%00'],
  ['NUL inside', 'a%00b'],
  ['malformed escape', '%ff'],
  ['lone surrogate (CESU-8)', '%ED%A0%80'],
  ['4000-character id', 'x'.repeat(4000)],
  ['negative', '-1'],
  ['zero', '0'],
  ['float', '1.5'],
  ['exponent overflow', '1e309'],
  ['huge integer', '99999999999999999999999'],
  ['hex', '0x10'],
  ['NaN', 'NaN'],
  ['emoji', '%F0%9F%98%80'],
  ['RTL override', '%E2%80%AEfdp.exe'],
  ['dotted capital I', '%C4%B0'],
  ['combining marks', 'e%CC%81%CC%81%CC%81'],
  ['SQL', "1'%20OR%20'1'%3D'1"],
  ['script', '%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
  ['CRLF', '%0D%0ASet-Cookie:%20x%3D1'],
];

/** Raw query values (already encoded). */
const QUERY_VALUES: [string, string][] = [
  ['empty', ''],
  ['8 kB', 'x'.repeat(8000)],
  ['NUL', '%00'],
  ['malformed escape', '%ff'],
  ['lone surrogate (CESU-8)', '%ED%A0%80'],
  ['traversal', '..%2F..%2Fetc%2Fpasswd'],
  ['emoji', '%F0%9F%98%80'],
  ['RTL override', '%E2%80%AEgnp.exe'],
  ['dotted capital I', '%C4%B0'],
  ['combining marks', 'e%CC%81%CC%81%CC%81'],
  ['SQL', "'%20OR%20'1'%3D'1"],
  ['script', '%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
  ['negative', '-1'],
  ['exponent overflow', '1e309'],
  ['CRLF', '%0D%0ASet-Cookie:%20x%3D1'],
];

/** JSON texts for one field. */
const FIELD_VALUES: [string, string][] = [
  ['number', '123'],
  ['negative number', '-1'],
  ['float', '1.5'],
  ['number overflowing to Infinity', '1e309'],
  ['unsafe integer', '9007199254740993'],
  ['negative zero', '-0'],
  ['boolean', 'true'],
  ['null', 'null'],
  ['empty array', '[]'],
  ['array of strings', '["x","y"]'],
  ['array of objects', '[{"a":1}]'],
  ['object', '{}'],
  ['operator object', '{"$gt":""}'],
  ['empty string', '""'],
  ['whitespace', '"   "'],
  ['90 kB string', JSON.stringify('x'.repeat(90_000))],
  ['lone high surrogate', '"\\ud800"'],
  ['lone low surrogate', '"a\\udfffb"'],
  ['NUL', '"a\\u0000b"'],
  ['escape sequence and bell', '"a\\u001b[31mb\\u0007"'],
  ['form feed', '"a\\u000cb"'],
  ['RTL override', '"\\u202egnp.exe"'],
  ['emoji x300', JSON.stringify('😀'.repeat(300))],
  ['combining marks', JSON.stringify(`e${'\u0301'.repeat(500)}`)],
  ['dotted capital I', '"İ"'],
  ['dotted capital I x300', JSON.stringify('İ'.repeat(300))],
  ['zero-width space', '"\\u200b"'],
  ['BOM', '"\\ufeff"'],
  ['path traversal', '"../../../../etc/passwd"'],
  ['SQL', `"' OR '1'='1"`],
  ['script', '"<script>alert(1)</script>"'],
  ['CRLF header injection', '"a\\r\\nBcc: victim@example.com"'],
];

/** Values for a protected field: wrong types that are neither empty nor null. */
const PROTECTED_VALUES = FIELD_VALUES.filter(([label]) =>
  ['number', 'negative number', 'float', 'boolean', 'array of strings', 'array of objects', 'object', 'operator object'].includes(label),
);

interface BodySpec {
  label: string;
  kind: 'body' | 'type';
  body?: string | Buffer;
  headers?: Record<string, string>;
}

function multipart(): { body: string; type: string } {
  const b = 'badinputboundary';
  return {
    type: `multipart/form-data; boundary=${b}`,
    body: `--${b}\r\nContent-Disposition: form-data; name="email"\r\n\r\nx@example.com\r\n--${b}\r\nContent-Disposition: form-data; name="file"; filename="../../x.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--${b}--\r\n`,
  };
}

/** Body cases that need no knowledge of the route; `base` is its safe body (or {}). */
function genericBodies(base: string): BodySpec[] {
  const json = (label: string, body: string | Buffer, extra: Record<string, string> = {}): BodySpec => ({
    label,
    kind: 'body',
    body,
    headers: { 'Content-Type': JSON_TYPE, ...extra },
  });
  const type = (label: string, contentType: string | undefined, body: string | Buffer): BodySpec => ({
    label,
    kind: 'type',
    body,
    headers: contentType ? { 'Content-Type': contentType } : {},
  });
  const mp = multipart();
  const withExtra = base.replace(/^\{/, base === '{}' ? '{"unknownField":1' : '{"unknownField":1,');
  return [
    { label: 'no body, no content type', kind: 'body' },
    json('empty body', ''),
    json('{}', '{}'),
    json('extra unknown field', withExtra),
    json('__proto__ key', base.replace(/^\{/, '{"__proto__":{"polluted":"yes"},').replace(/,\}$/, '}')),
    json('constructor.prototype key', base.replace(/^\{/, '{"constructor":{"prototype":{"polluted":"yes"}},').replace(/,\}$/, '}')),
    json('top-level null', 'null'),
    json('top-level array', '[]'),
    json('top-level array of the base', `[${base}]`),
    json('top-level string', '"x"'),
    json('top-level number', '0'),
    json('top-level boolean', 'true'),
    json('malformed: truncated', '{"a":'),
    json('malformed: single quotes', "{'a':1}"),
    json('malformed: trailing comma', '{"a":1,}'),
    json('malformed: bad escape', '{"a":"\\u12"}'),
    json('malformed: NaN', '{"a":NaN}'),
    json('malformed: trailing garbage', '{} x'),
    json('malformed: NUL', '\u0000'),
    json('invalid UTF-8', Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff, 0xfe, 0xc0, 0xaf]), Buffer.from('"}')])),
    json(BOM_LABEL, `\ufeff${base}`),
    json('duplicate keys', '{"a":1,"a":2}'),
    json('nested 5000 objects deep', deepObjects(5000)),
    json('nested 50000 arrays deep', deepArrays(50_000)),
    json('a field nested 5000 deep', base.replace(/^\{/, `{"deep":${deepObjects(5000)},`).replace(/,\}$/, '}')),
    json('over 100 kB', JSON.stringify({ a: 'x'.repeat(120_000) })),
    json('deflate bomb (5 MB of spaces)', deflateSync(Buffer.alloc(5_000_000, 0x20)), { 'Content-Encoding': 'deflate' }),
    json('gzip that is not gzip', 'garbage', { 'Content-Encoding': 'gzip' }),
    json('unknown content encoding', base, { 'Content-Encoding': 'x-unknown' }),
    type('JSON with charset utf-16', 'application/json; charset=utf-16', base),
    type('JSON with an unknown charset', 'application/json; charset=klingon', base),
    type('text/plain', 'text/plain', base),
    type('text/plain with charset', 'text/plain; charset=utf-8', base),
    type('urlencoded', 'application/x-www-form-urlencoded', 'email=x%40example.com&name=a'),
    type('urlencoded 100 levels deep', 'application/x-www-form-urlencoded', `a${'[a]'.repeat(100)}=1`),
    type('urlencoded 5000 parameters', 'application/x-www-form-urlencoded', Array.from({ length: 5000 }, (_, i) => `k${i}=1`).join('&')),
    type('multipart', mp.type, mp.body),
    type(
      'XML with an external entity',
      'application/xml',
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
    ),
    type('JSONP', 'application/jsonp', base),
    type('json-patch', 'application/json-patch+json', base),
    type('wildcard type', '*/*', base),
    type('no content type with a body', undefined, base),
  ];
}

/** The few body cases a GET gets: the parser must refuse them before any route. */
function getBodies(): BodySpec[] {
  return [
    { label: 'GET with malformed JSON', kind: 'body', body: '{"a":', headers: { 'Content-Type': JSON_TYPE } },
    {
      label: 'GET with over 100 kB',
      kind: 'body',
      body: JSON.stringify({ a: 'x'.repeat(120_000) }),
      headers: { 'Content-Type': JSON_TYPE },
    },
    { label: 'GET with an unknown charset', kind: 'body', body: '{}', headers: { 'Content-Type': 'application/json; charset=klingon' } },
  ];
}

/** Field cases of a DTO route: one field changed (or removed) in the safe base. */
function fieldBodies(base: SafeBase, fields: string[]): BodySpec[] {
  const out: BodySpec[] = [];
  for (const field of fields) {
    const protectedField = base.protect?.includes(field) ?? false;
    if (!protectedField) {
      const { [field]: _removed, ...rest } = base.body;
      out.push({ label: `${field}: missing`, kind: 'body', body: JSON.stringify(rest), headers: { 'Content-Type': JSON_TYPE } });
    }
    for (const [label, text] of protectedField ? PROTECTED_VALUES : FIELD_VALUES) {
      const others = JSON.stringify({ ...base.body, [field]: undefined }).slice(1, -1);
      const body = `{${others}${others ? ',' : ''}${JSON.stringify(field)}:${text}}`;
      out.push({ label: `${field}: ${label}`, kind: 'body', body, headers: { 'Content-Type': JSON_TYPE } });
    }
  }
  return out.map((b) => ({ ...b, kind: 'body' as const }));
}

// ---------------------------------------------------------------------------------------
// Checking an answer
// ---------------------------------------------------------------------------------------

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/** A stack frame, a file of this project, or a dependency: never in an answer. */
const LEAKS: [string, RegExp][] = [
  ['stack frame', /\bat [^\n]*(?:\.[cm]?[jt]s|node:[a-z_/]+):\d+:\d+/],
  ['node_modules', /node_modules/],
  ['project path', new RegExp(PROJECT_ROOT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))],
  ['error class with a stack', /(?:TypeError|RangeError|URIError|SyntaxError|ReferenceError|QueryFailedError|SQLITE_)[^\n]*\n\s+at /],
  ['SQLite error', /SQLITE_[A-Z]+/],
];

function allowedStatus(c: Case, status: number): boolean {
  if (status >= 400 && status < 500) return true;
  const allowance = MAY_SUCCEED[c.route];
  return !!allowance && allowance.statuses.includes(status) && (allowance.when?.(c) ?? true);
}

function problemsOf(c: Case, a: Answer): string[] {
  const out: string[] = [];
  if (a.status >= 500) out.push(`server error ${a.status}`);
  else if (!allowedStatus(c, a.status)) out.push(`status ${a.status} (expected 4xx)`);
  const type = String(a.headers['content-type'] ?? '');
  if (a.status >= 400 && a.text.length > 0) {
    if (type.startsWith('application/json')) {
      let body: unknown;
      try {
        body = JSON.parse(a.text);
      } catch {
        out.push('error body is not JSON');
      }
      if (body !== undefined) {
        const b = body as Record<string, unknown>;
        const keys = Object.keys(b ?? {})
          .sort()
          .join(',');
        const withError = ERROR_FIELD_ROUTES.has(c.route) && keys === 'code,error,message';
        if (keys !== 'code,message' && !withError) out.push(`error body keys ${keys}`);
        if (typeof b.message !== 'string' || typeof b.code !== 'string' || b.code === '') out.push('message/code not strings');
        if (withError && b.error !== b.message) out.push('error differs from message');
      }
    } else if (!(type.startsWith('text/html') && HTML_ERROR_ROUTES.has(c.route))) {
      out.push(`error as ${type || 'no content type'}`);
    }
  }
  for (const [name, re] of LEAKS) if (re.test(a.text)) out.push(`leaks a ${name}`);
  return out;
}

// ---------------------------------------------------------------------------------------
// Raw HTTP: exact paths (no URL normalisation), exact bytes, one connection per request
// ---------------------------------------------------------------------------------------

function send(port: number, c: Pick<Case, 'method' | 'path' | 'headers' | 'body'>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...c.headers, Connection: 'close' };
    if (c.body !== undefined) headers['Content-Length'] = c.body.length;
    const req = httpRequest({ host: '127.0.0.1', port, method: c.method, path: c.path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(c.body);
  });
}

/** Runs the cases `CONCURRENCY` at a time; returns one line per problem. */
async function runBattery(port: number, cases: Case[]): Promise<{ problems: string[]; answers: Map<Case, Answer> }> {
  const problems: string[] = [];
  const answers = new Map<Case, Answer>();
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const c = cases[next++];
      let answer: Answer;
      try {
        answer = await send(port, c);
      } catch (err) {
        problems.push(`${c.caller} ${c.route} [${c.kind}: ${c.label}]: no answer (${(err as Error).message})`);
        continue;
      }
      answers.set(c, answer);
      for (const p of problemsOf(c, answer)) {
        problems.push(
          `${c.caller} ${c.route} [${c.kind}: ${c.label}] ${c.method} ${c.path.slice(0, 120)}: ${p} — ${answer.text.slice(0, 160)}`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { problems, answers };
}

// ---------------------------------------------------------------------------------------
// Building the cases of a route
// ---------------------------------------------------------------------------------------

const PARAM = /:([A-Za-z_]\w*)|\{\*(\w+)\}/g;

function concretePath(route: RegisteredRoute, values: Record<string, string>, override?: { name: string; value: string }): string {
  const path = route.path.replace(PARAM, (_, a: string | undefined, b: string | undefined) => {
    const name = (a ?? b)!;
    if (override?.name === name) return override.value;
    const value = values[name];
    if (value === undefined) throw new Error(`No sample value for :${name} in ${routeKey(route)}: add one to bad-input.e2e-spec.ts`);
    return value;
  });
  return path.startsWith('/') ? path : `/${path}`;
}

function paramsOf(route: RegisteredRoute): string[] {
  return [...route.path.matchAll(PARAM)].map((m) => (m[1] ?? m[2])!);
}

/** Evenly spread sample of at most `max` items, always keeping the first ones. */
function capped<T>(items: T[], max: number): T[] {
  if (items.length <= max) return items;
  const step = items.length / max;
  return Array.from({ length: max }, (_, i) => items[Math.floor(i * step)]);
}

function casesFor(
  route: RegisteredRoute,
  caller: Case['caller'],
  inputs: RouteInputs | undefined,
  neutral: Record<string, string>,
  cookie: string | undefined,
): Case[] {
  const key = routeKey(route);
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  const path = concretePath(route, neutral);
  const stateChanging = STATE_CHANGING_METHODS.includes(route.method);
  const base = SAFE_BASES[key];
  if (inputs?.bodyDto && !base) throw new Error(`${key} reads a ${inputs.bodyDto.name}: add a safe base to SAFE_BASES`);
  const baseText = JSON.stringify(base?.body ?? {});
  const out: Case[] = [];
  const make = (
    kind: Case['kind'],
    label: string,
    p: string,
    spec?: Omit<BodySpec, 'label' | 'kind'>,
    extra: Partial<Case> = {},
  ): Case => ({
    route: key,
    caller,
    kind,
    label,
    method: route.method,
    path: p,
    headers: { ...headers, ...(spec?.headers ?? {}) },
    body: spec?.body === undefined ? undefined : Buffer.isBuffer(spec.body) ? spec.body : Buffer.from(spec.body, 'utf8'),
    ...extra,
  });
  // The body every non-body case carries: the safe base as JSON for a state change.
  const plain = stateChanging ? { body: baseText, headers: { 'Content-Type': JSON_TYPE } } : undefined;

  for (const name of paramsOf(route)) {
    for (const [label, value] of PATH_VALUES)
      out.push(make('path', `:${name} ${label}`, concretePath(route, neutral, { name, value }), plain));
    out.push(make('path', `:${name} URL over 16 kB`, concretePath(route, neutral, { name, value: 'y'.repeat(17_000) }), plain));
  }
  // Every value for the parameters the handler reads; a few for one it does not know.
  for (const param of inputs?.queryFields ?? []) {
    for (const [label, value] of QUERY_VALUES) {
      out.push(make('query', `?${param} ${label}`, `${path}?${param}=${value}`, plain, { param, value }));
    }
    out.push(make('query', `?${param} repeated`, `${path}?${param}=a&${param}=b`, plain, { param, value: 'a&b' }));
    out.push(make('query', `?${param}[]`, `${path}?${param}[]=a`, plain, { param: `${param}[]`, value: 'a' }));
    out.push(make('query', `?${param}[x]`, `${path}?${param}[x]=a`, plain, { param: `${param}[x]`, value: 'a' }));
    out.push(make('query', `?${param} without =`, `${path}?${param}`, plain, { param, value: '' }));
  }
  const u = UNKNOWN_PARAM;
  out.push(make('query', `?${u} 8 kB`, `${path}?${u}=${'x'.repeat(8000)}`, plain, { param: u, value: 'x' }));
  out.push(make('query', `?${u} repeated`, `${path}?${u}=a&${u}=b`, plain, { param: u, value: 'a&b' }));
  out.push(make('query', `?${u}[x] with a malformed escape`, `${path}?${u}[x]=%ff`, plain, { param: `${u}[x]`, value: '%ff' }));
  const bodies = stateChanging ? genericBodies(baseText) : getBodies();
  for (const spec of bodies) out.push(make(spec.kind, spec.label, path, spec));
  if (stateChanging && base && inputs) {
    for (const spec of fieldBodies(base, inputs.bodyFields)) out.push(make('field', spec.label, path, spec));
  }
  return capped(out, MAX_CASES_PER_ROUTE);
}

function sidCookie(setCookie: string[] | undefined): string {
  const line = (setCookie ?? []).find((c) => c.startsWith('shop.sid='));
  if (!line) throw new Error('no session cookie');
  return line.split(';')[0];
}

function portOf(t: TestApp): number {
  return (t.app.getHttpServer().address() as AddressInfo).port;
}

// ---------------------------------------------------------------------------------------

describe('bad input on every route', () => {
  let t: TestApp;
  let port: number;
  let routes: RegisteredRoute[];
  let inputs: Map<string, RouteInputs>;
  let adminCookie: string;
  let before: { rows: Record<string, number>; files: string[] };
  const neutral: Record<string, string> = {
    slug: 'no-such-guide',
    file: 'nope.png',
    any: 'no-such-page',
    path: 'x',
    edition: '999999',
    doc: 'no-such-text',
  };
  let pendingSlot: string;
  let relaxed = true;
  const consume = Throttle.prototype.consume;
  let slotAnswers = 0;
  let casesRun = 0;

  beforeAll(async () => {
    if (!existsSync(join(PROJECT_ROOT, 'dist', 'web', 'index.html'))) {
      throw new Error('dist/web is missing: run `npm run build:web` first');
    }
    t = await startTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    await t.app.listen(0, '127.0.0.1');
    port = portOf(t);
    const http = () => request(t.app.getHttpServer());
    const ds = t.app.get(DataSource);

    // Real rows in every table the battery could touch: a message with an attachment, a
    // paid order, a buyer, a confirmed subscriber, a pending upload slot.
    const slot = await http().post('/api/objects/upload').expect(200);
    await http().put(slot.body.uploadURL).set('Content-Type', TYPES.pdf).set('X-File-Name', 'pack.pdf').send(pdfFile()).expect(200);
    await http()
      .post('/api/contact')
      .send({ name: 'Ada', email: 'ada@example.com', message: 'Hello', attachments: [slot.body.uploadURL.split('?')[0]] })
      .expect(201);
    await buyWithSandbox(request.agent(t.app.getHttpServer()), 'paid@example.com', 'fabric-101');
    await http().post('/api/register').send(BUYER).expect(201);
    await http().post('/api/newsletter/subscribe').send({ email: CONFIRMED_SUBSCRIBER }).expect(200);
    await ds.query("UPDATE newsletter_subscribers SET status = 'confirmed' WHERE email = ?", [CONFIRMED_SUBSCRIBER]);
    // The urlencoded case's address, so that POST /forms/newsletter changes nothing with it.
    await http().post('/api/newsletter/subscribe').send({ email: 'x@example.com' }).expect(200);
    await ds.query("UPDATE newsletter_subscribers SET status = 'confirmed' WHERE email = 'x@example.com'");
    const pending = await http().post('/api/objects/upload').expect(200);
    pendingSlot = String(pending.body.uploadURL).split('?')[0].split('/').pop()!;
    const login = await http().post('/api/admin/login').send(ADMIN).expect(200);
    adminCookie = sidCookie(login.headers['set-cookie'] as unknown as string[]);

    // Every limit open for the battery only (see the header).
    Throttle.prototype.consume = function (this: Throttle, ...args) {
      return relaxed ? Promise.resolve({ allowed: true, limit: 0, remaining: 0, resetInS: 1 }) : consume.apply(this, args);
    };

    routes = registeredRoutes(t);
    inputs = routeInputs(t, routes);
    before = { rows: await rowCounts(ds), files: storageFiles(t.storageDir) };
  });
  afterAll(async () => {
    Throttle.prototype.consume = consume;
    await t?.close();
  });

  function neutralFor(route: RegisteredRoute): Record<string, string> {
    if (route.path.startsWith('/objects/uploads/')) return { ...neutral, id: route.method === 'PUT' ? pendingSlot : NO_SUCH_UUID };
    return { ...neutral, id: '999999' };
  }

  /** Routes the battery covers: every registered one; Nest's catch-all 404 handlers for five methods. */
  function batteryRoutes(): RegisteredRoute[] {
    const real = routes.filter((r) => !isNotFoundHandler(routes, r.path));
    const handlers = [...new Set(routes.filter((r) => isNotFoundHandler(routes, r.path)).map((r) => r.path))].flatMap((path) =>
      ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].map((method) => ({ method, path })),
    );
    return [...real, ...handlers];
  }

  const isAdminGuarded = (r: RegisteredRoute) =>
    (r.path.startsWith('/api/admin') &&
      !['POST /api/admin/login', 'POST /api/admin/logout', 'GET /api/admin/session'].includes(routeKey(r))) ||
    (r.path.startsWith('/objects/uploads/') && r.method === 'GET' && !isNotFoundHandler(routes, r.path));

  it('enumerates the running app and knows what every route reads', () => {
    expect(routes.length).toBeGreaterThan(30);
    const keys = routes.map(routeKey);
    expect(keys).toEqual(expect.arrayContaining(['POST /api/contact', 'PUT /objects/uploads/:id', 'GET /api/download/:slug']));
    // Nest's metadata resolved for the DTO routes (a broken lookup cannot pass silently).
    expect(inputs.get('POST /api/contact')?.bodyFields).toEqual(
      expect.arrayContaining(['name', 'email', 'message', 'attachments', 'website', 'fields']),
    );
    expect(inputs.get('GET /api/admin/orders')?.queryFields).toEqual(['cursor', 'from', 'guide', 'limit', 'q', 'status', 'to']);
    expect(inputs.get('GET /api/admin/export/orders.csv')?.queryFields).toEqual(['from', 'guide', 'q', 'status', 'to']);
    expect(inputs.get('GET /api/newsletter/confirm')?.queryFields).toEqual(['token']);
    // Every DTO route has a safe base, and every safe base is a real route.
    const dtoRoutes = [...inputs].filter(([, i]) => i.bodyDto).map(([k]) => k);
    expect(dtoRoutes.sort()).toEqual(Object.keys(SAFE_BASES).sort());
    for (const key of [...Object.keys(MAY_SUCCEED), ...HTML_ERROR_ROUTES]) expect(keys).toContain(key);
  });

  it('answers every malformed request with a 4xx in the one error shape, never a 5xx or a stack (anonymous)', async () => {
    const cases = batteryRoutes().flatMap((r) => casesFor(r, 'anonymous', inputs.get(routeKey(r)), neutralFor(r), undefined));
    const { problems, answers } = await runBattery(port, cases);
    casesRun += cases.length;
    for (const [c, a] of answers) if (c.route === 'POST /api/objects/upload' && a.status === 200) slotAnswers++;
    expect(problems).toEqual([]);
    // Every route got its battery.
    const covered = new Set(cases.map((c) => c.route));
    for (const r of routes.filter((x) => !isNotFoundHandler(routes, x.path))) expect(covered).toContain(routeKey(r));
    expect(cases.length).toBeGreaterThan(1500);
  }, 120_000);

  it('answers the admin the same way on every admin route (the guard passed, the input refused)', async () => {
    const guarded = routes.filter(isAdminGuarded);
    expect(guarded.length).toBeGreaterThanOrEqual(9);
    const cases = guarded.flatMap((r) => casesFor(r, 'admin', inputs.get(routeKey(r)), neutralFor(r), adminCookie));
    const { problems, answers } = await runBattery(port, cases);
    casesRun += cases.length;
    expect(problems).toEqual([]);
    // The guard let the admin through: no 401/403 for anything the admin sent.
    const refused = [...answers].filter(([, a]) => a.status === 401 || a.status === 403).map(([c]) => `${c.route} ${c.label}`);
    expect(refused).toEqual([]);
    // And the admin's session is still there.
    expect((await send(port, { method: 'GET', path: '/api/admin/session', headers: { Cookie: adminCookie } })).status).toBe(200);
  }, 120_000);

  it('changed nothing: every table has its rows, the storage folder its files (slots handed out aside)', async () => {
    const ds = t.app.get(DataSource);
    const after = { rows: await rowCounts(ds), files: storageFiles(t.storageDir) };
    expect(casesRun).toBeGreaterThan(1500);
    expect(Object.keys(before.rows)).toEqual(expect.arrayContaining(['users', 'sessions', 'orders', 'contact_messages', 'uploads']));
    // The one documented exception: POST /api/objects/upload takes no input; each 200 is a
    // pending slot without a file (so no storage file either).
    expect(slotAnswers).toBeGreaterThan(0);
    expect(after.rows).toEqual({ ...before.rows, uploads: before.rows.uploads + slotAnswers });
    const [{ n: pendingSlots }] = await ds.query("SELECT COUNT(*) AS n FROM uploads WHERE status = 'pending'");
    expect(Number(pendingSlots)).toBe(1 + slotAnswers);
    expect(after.files).toEqual(before.files);
    // No prototype was polluted by a __proto__ / constructor.prototype key.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).toEqual({});
  });

  it('still answers 429 as { message, code } once the limits are back', async () => {
    relaxed = false;
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      send(port, { method: 'POST', path, headers: { 'Content-Type': JSON_TYPE, ...headers }, body: Buffer.from(JSON.stringify(body)) });
    // A RATE_LIMIT_* limiter (newsletter: 5 a minute).
    let newsletter: Answer | undefined;
    for (let i = 0; i < 6; i++) newsletter = await post('/api/newsletter/subscribe', { email: 'not-an-address' });
    expect(newsletter!.status).toBe(429);
    expect(JSON.parse(newsletter!.text)).toEqual({ message: expect.any(String), code: 'too_many_requests' });
    expect(newsletter!.headers['retry-after']).toMatch(/^\d+$/);
    // A fixed limiter (resend-link: 3 per 10 minutes).
    let resend: Answer | undefined;
    for (let i = 0; i < 4; i++) resend = await post('/api/download/resend-link', { email: 'x' });
    expect(resend!.status).toBe(429);
    expect(JSON.parse(resend!.text)).toEqual({ message: expect.any(String), code: 'too_many_requests' });
    // The login throttle: 5 failures per account name, then 429 with the spec's `error`.
    let login: Answer | undefined;
    for (let i = 0; i < 6; i++) login = await post('/api/login', { username: 'throttled-name', password: 'wrong-password' });
    expect(login!.status).toBe(429);
    const body = JSON.parse(login!.text);
    expect(body).toEqual({ message: expect.any(String), code: 'too_many_requests', error: body.message });
  });
});

describe('bad input on the Stripe webhook (Stripe mode)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({
      STRIPE_SECRET_KEY: STUB_SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: STUB_PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: STUB_WEBHOOK_SECRET,
      // Nothing listens there: the webhook must refuse every case before calling Stripe.
      STRIPE_API_BASE: 'http://127.0.0.1:9',
    });
    await t.app.listen(0, '127.0.0.1');
  });
  afterAll(async () => t?.close());

  it('refuses every malformed or unsigned delivery with a 4xx { message, code }, changing nothing', async () => {
    const ds = t.app.get(DataSource);
    const rows = await rowCounts(ds);
    const files = storageFiles(t.storageDir);
    const route: RegisteredRoute = { method: 'POST', path: '/api/webhooks/stripe' };
    expect(registeredRoutes(t).map(routeKey)).toContain('POST /api/webhooks/stripe');
    const signatures = [
      '',
      't=1,v1=deadbeef',
      `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
      'x'.repeat(8000),
      't=abc,v1=,v0=,,,',
    ];
    const cases = [
      ...casesFor(route, 'anonymous', undefined, {}, undefined),
      ...signatures.map<Case>((signature, i) => ({
        route: routeKey(route),
        caller: 'anonymous',
        kind: 'body',
        label: `signature ${i}`,
        method: 'POST',
        path: route.path,
        headers: { 'Content-Type': JSON_TYPE, 'Stripe-Signature': signature },
        body: Buffer.from(JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1' } } })),
      })),
    ];
    const { problems } = await runBattery(portOf(t), cases);
    expect(problems).toEqual([]);
    expect(await rowCounts(ds)).toEqual(rows);
    expect(storageFiles(t.storageDir)).toEqual(files);
  });
});
