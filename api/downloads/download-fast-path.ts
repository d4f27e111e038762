import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TypeOrmSessionStore } from '../account/typeorm-session.store.js';
import { SESSION_COOKIE } from '../account/session.js';
import type { FastHandler } from '../common/fast-path.js';
import type { JsonLogger } from '../common/logger.js';
import { trackFastRequest } from '../common/request-id.middleware.js';
import { findGuide, isGuideSlug } from '../guides/catalogue.js';
import { pdfHeaders } from './download-headers.js';
import type { DownloadsService, Entitlement } from './downloads.service.js';

/** How long the fast path reuses its check of an order's stamped file (a replaced guide PDF shows after this). */
export const STAMPED_FILE_CHECK_MS = 1000;

/** Stamped PDFs kept in memory, in total (the oldest entry goes first). */
const MAX_CACHED_BYTES = 48 * 1024 * 1024;

interface CachedPdf {
  bytes: Buffer;
  mtimeMs: number;
  etag: string;
  lastModified: string;
}

export interface DownloadFastPathOptions {
  downloads: DownloadsService;
  store: TypeOrmSessionStore;
  secret: string;
  baseHeaders: Record<string, string>;
  logger: JsonLogger;
}

/**
 * GET /api/download/{slug} for the common case, before Express (issue 7: a download at
 * least half as fast as nginx): the browser session that paid, known to the session
 * store (no query), downloading its stamped PDF (kept in memory), whole or one byte
 * range. Entitlement is checked exactly as in DownloadsController (the session's paid
 * orders, OrdersService.findEntitledItem), and the download is logged the same way.
 *
 * Everything else goes to DownloadsController unchanged: no or unknown session cookie, a
 * logged-in account, a signed link (query string), HEAD, conditional requests
 * (If-None-Match, If-Modified-Since, If-Range), multiple ranges, and every refusal (403
 * page or JSON).
 */
export function downloadFastPath(options: DownloadFastPathOptions): FastHandler {
  const { downloads, store, secret, baseHeaders, logger } = options;
  const pdfs = new Map<string, CachedPdf>();
  let cachedBytes = 0;
  /** Security headers and the PDF's own (which win where both set one), per guide. */
  const guideHeaders = new Map<string, string[]>();
  const headersFor = (slug: string): string[] => {
    let list = guideHeaders.get(slug);
    if (!list) {
      list = Object.entries({ ...baseHeaders, ...pdfHeaders(findGuide(slug)!.title) }).flat();
      guideHeaders.set(slug, list);
    }
    return list;
  };

  const loadPdf = async (file: string): Promise<CachedPdf> => {
    const st = await stat(file);
    const hit = pdfs.get(file);
    if (hit && hit.mtimeMs === st.mtimeMs && hit.bytes.length === st.size) return hit;
    const bytes = await readFile(file);
    const pdf: CachedPdf = {
      bytes,
      mtimeMs: st.mtimeMs,
      etag: `W/"${bytes.length.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`,
      lastModified: new Date(st.mtimeMs).toUTCString(),
    };
    if (hit) cachedBytes -= hit.bytes.length;
    pdfs.delete(file);
    pdfs.set(file, pdf);
    cachedBytes += bytes.length;
    for (const [key, old] of pdfs) {
      if (cachedBytes <= MAX_CACHED_BYTES || key === file) break;
      pdfs.delete(key);
      cachedBytes -= old.bytes.length;
    }
    return pdf;
  };

  /** The order's stamped PDF; the file checks (source hash, stamped copy) at most once a second per order. */
  const checked = new Map<string, { at: number; pdf: CachedPdf }>();
  const stampedPdf = async (ent: Entitlement): Promise<CachedPdf> => {
    const key = `${ent.order.id}|${ent.item.guideSlug}`;
    const now = Date.now();
    const hit = checked.get(key);
    if (hit && now - hit.at < STAMPED_FILE_CHECK_MS) return hit.pdf;
    const pdf = await loadPdf(await downloads.stampedFile(ent));
    if (checked.size >= 1000) checked.clear();
    checked.set(key, { at: now, pdf });
    return pdf;
  };

  return (req, res, next) => {
    if (req.method !== 'GET') return false;
    const url = req.url ?? '';
    if (!url.startsWith('/api/download/') || url.includes('?')) return false;
    const slug = url.slice('/api/download/'.length);
    if (!isGuideSlug(slug)) return false;
    const h = req.headers;
    if (h['if-none-match'] || h['if-modified-since'] || h['if-range'] || h['if-match'] || h['if-unmodified-since']) return false;
    const range = h.range === undefined ? null : parseSingleRange(h.range);
    if (range === 'unsupported') return false;
    const paidOrderIds = paidOrdersOf(h.cookie, store, secret);
    if (paidOrderIds === null) return false;

    // From here on this handler answers, or hands the request to Express (`next`), which
    // then decides as it always does (a refusal, a stamping error, an odd range).
    const prepare = async () => {
      const ent = await downloads.findSessionEntitlement(paidOrderIds, slug);
      if (!ent) return null;
      const pdf = await stampedPdf(ent);
      const bytes = range === null ? ([0, pdf.bytes.length - 1] as const) : resolveRange(range, pdf.bytes.length);
      return bytes === null ? null : { ent, pdf, bytes };
    };
    prepare().then(
      (found) => (found === null ? next() : send(req, res, found.ent, found.pdf, range === null ? null : found.bytes)),
      () => next(),
    );
    return true;
  };

  function send(req: IncomingMessage, res: ServerResponse, ent: Entitlement, pdf: CachedPdf, range: readonly [number, number] | null): void {
    const id = trackFastRequest(logger, req, res);
    const size = pdf.bytes.length;
    const common = [
      ...headersFor(ent.item.guideSlug),
      'Accept-Ranges',
      'bytes',
      'ETag',
      pdf.etag,
      'Last-Modified',
      pdf.lastModified,
      'X-Request-Id',
      id,
    ];
    const body = range === null ? pdf.bytes : pdf.bytes.subarray(range[0], range[1] + 1);
    // As DownloadsController: one download_log row per complete 200/206 answer.
    const ip = req.socket.remoteAddress;
    const userAgent = req.headers['user-agent'];
    res.once('finish', () => {
      downloads.recordDownload(ent, { ip, userAgent, bytes: body.length }).catch((err: unknown) =>
        logger.error({ msg: 'Download not logged', orderId: ent.order.id, error: err instanceof Error ? err.message : String(err) }, 'Downloads'),
      );
    });
    if (range === null) {
      res.writeHead(200, [...common, 'Content-Length', String(size)]);
    } else {
      res.writeHead(206, [...common, 'Content-Range', `bytes ${range[0]}-${range[1]}/${size}`, 'Content-Length', String(body.length)]);
    }
    res.end(body);
  }
}

/**
 * The paid order ids of an anonymous session this store knows, from the signed session
 * cookie; null when the request has none of that (no cookie, bad signature, unknown or
 * logged-in session, nothing paid).
 */
/** Checked cookie values (the HMAC is computed once per cookie) and parsed sessions, both bounded. */
const checkedCookies = new Map<string, string | false>();
const parsedSessions = new Map<string, number[] | null>();

function remember<K, V>(map: Map<K, V>, key: K, value: V): V {
  if (map.size >= 10_000) map.clear();
  map.set(key, value);
  return value;
}

function paidOrdersOf(cookieHeader: string | undefined, store: TypeOrmSessionStore, secret: string): number[] | null {
  if (!cookieHeader) return null;
  const raw = cookieValue(cookieHeader, SESSION_COOKIE);
  if (raw === undefined) return null;
  let sid = checkedCookies.get(raw);
  if (sid === undefined) {
    let value: string;
    try {
      value = decodeURIComponent(raw);
    } catch {
      return null;
    }
    sid = remember(checkedCookies, raw, value.startsWith('s:') ? unsign(value.slice(2), secret) : false);
  }
  if (sid === false) return null;
  const json = store.cachedSession(sid);
  if (json === undefined) return null;
  let ids = parsedSessions.get(json);
  if (ids === undefined) {
    const data = JSON.parse(json) as { paidOrderIds?: unknown; passport?: unknown };
    const paid = Array.isArray(data.paidOrderIds) ? data.paidOrderIds.filter((n): n is number => Number.isSafeInteger(n)) : [];
    ids = remember(parsedSessions, json, data.passport === undefined && paid.length > 0 ? paid : null);
  }
  return ids;
}

/** express-session's signed cookie value ('<sid>.<base64 HMAC-SHA256>', as cookie-signature signs it): the sid, or false. */
export function unsign(signed: string, secret: string): string | false {
  const dot = signed.lastIndexOf('.');
  if (dot <= 0) return false;
  const sid = signed.slice(0, dot);
  const expected = Buffer.from(`${sid}.${createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '')}`);
  const given = Buffer.from(signed);
  return expected.length === given.length && timingSafeEqual(expected, given) ? sid : false;
}

function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

type Range = { start: number | null; end: number | null };

/** 'bytes=a-b', 'bytes=a-', 'bytes=-n'; 'unsupported' for anything else (several ranges, other units). */
export function parseSingleRange(header: string | string[]): Range | 'unsupported' {
  if (Array.isArray(header)) return 'unsupported';
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'unsupported';
  return { start: m[1] === '' ? null : Number(m[1]), end: m[2] === '' ? null : Number(m[2]) };
}

/** [first, last] byte of a range within `size`, or null when it cannot be satisfied (416). */
export function resolveRange(range: Range, size: number): [number, number] | null {
  if (range.start === null) {
    const suffix = range.end ?? 0;
    if (suffix === 0 || size === 0) return null;
    return [Math.max(0, size - suffix), size - 1];
  }
  if (range.start >= size) return null;
  const end = range.end === null ? size - 1 : Math.min(range.end, size - 1);
  if (end < range.start) return null;
  return [range.start, end];
}
