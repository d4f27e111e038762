import { Body, Controller, Get, HttpCode, HttpStatus, Logger, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { JsonOnly } from '../common/json-only.js';
import { RateLimit } from '../common/rate-limit.js';
import { findGuide, isGuideSlug } from '../../shared/catalogue.js';
import type { Guide } from '../../shared/guide.types.js';
import { pdfHeaders } from './download-headers.js';
import { renderForbiddenPage, renderRevokedPage, REVOKED_MESSAGE } from './download-pages.js';
import { DownloadsService, type Entitlement, type LinkQuery, RESEND_ACCEPTED_MESSAGE, RESEND_LINK_LIMIT } from './downloads.service.js';
import { ResendLinkDto } from './dto/resend-link.dto.js';
import { CommonError, DomainError } from '../common/domain-error.js';
import { DownloadError } from './download.errors.js';
import { ApiAcceptedResponse, ApiOkResponse, ApiParam, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors, ErrorBodyDto } from '../common/api-docs.js';
import { ResendLinkAcceptedDto } from './dto/download-responses.dto.js';
import { sendCachedPdf } from './send-cached-pdf.js';
import { type CachedPdf, StampedPdfCache } from './stamped-pdf-cache.js';
import { ObjectStore } from '../storage/object-store.js';
import { serveObject, type ServeOutcome, ServeRefusal } from '../storage/serve-object.js';

export const FORBIDDEN_MESSAGE =
  'You have not purchased this guide in this browser. Use the link in your receipt e-mail, or ask for a fresh one.';

/**
 * GET /api/download/{slug}: the stamped guide PDF for whoever is entitled (DESIGN §3), as
 * an attachment with Range support; 403 (a page for a browser tab, JSON otherwise) for
 * anyone else. POST /api/download/resend-link e-mails a fresh signed link to the buyer.
 */
@ApiTags('downloads')
@Controller('download')
export class DownloadsController {
  private readonly logger = new Logger('Downloads');

  constructor(
    private readonly downloads: DownloadsService,
    private readonly pdfCache: StampedPdfCache,
    private readonly store: ObjectStore,
  ) {}

  /** Always 202 with the same answer: it never reveals whether a purchase exists. */
  @Post('resend-link')
  @ApiAcceptedResponse({ type: ResendLinkAcceptedDto })
  @ApiErrors(400, 415, 429)
  @HttpCode(HttpStatus.ACCEPTED)
  @RateLimit(RESEND_LINK_LIMIT)
  @JsonOnly()
  async resendLink(@Body() dto: ResendLinkDto): Promise<{ ok: true; message: string }> {
    await this.downloads.requestFreshLink(dto.email, dto.slug);
    return { ok: true, message: RESEND_ACCEPTED_MESSAGE };
  }

  /** GET (and HEAD, which Express routes here too). */
  @Get(':slug')
  @ApiParam({ name: 'slug', example: 'fabric-101' })
  @ApiQuery({ name: 'exp', required: false, description: 'Signed link from the receipt: expiry (with sig)' })
  @ApiQuery({ name: 'sig', required: false, description: 'Signed link from the receipt: signature' })
  @ApiOkResponse({
    description: 'The stamped PDF, as an attachment (Range supported: 206)',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiResponse({ status: 403, description: 'Not entitled: JSON { message, code }, or a page for a browser tab', type: ErrorBodyDto })
  @ApiErrors(404, 503)
  async download(@Param('slug') slug: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const guide = isGuideSlug(slug) ? findGuide(slug) : undefined;
    if (!guide) throw new CommonError('not_found', 'Guide not found');
    const ent = await this.downloads.entitlementFor(req, guide.slug);
    if (!ent) return this.refuse(req, res, guide, await this.downloads.linkWasRevoked(req.query as LinkQuery, guide.slug));

    this.logWhenFinished(ent, req, res);
    const cached = await this.cachedPdf(ent);
    if (cached) return sendCachedPdf(req, res, cached, this.headersFor(guide));
    // Too large for the memory cache: streamed from storage. One retry: a stamped copy
    // deleted behind the stamper's back is stamped again.
    for (let attempt = 0; attempt < 2; attempt++) {
      let object: string;
      try {
        object = await this.downloads.stampedFile(ent);
      } catch (err) {
        throw this.stampingFailed(ent, err);
      }
      if ((await this.sendPdf(req, res, object, guide)) === 'sent') return;
    }
    throw unavailable();
  }

  /** The PDF headers of each guide, built once. */
  private readonly pdfHeaders = new Map<string, Record<string, string>>();

  private headersFor(guide: Guide): Record<string, string> {
    let headers = this.pdfHeaders.get(guide.slug);
    if (!headers) this.pdfHeaders.set(guide.slug, (headers = pdfHeaders(guide.title)));
    return headers;
  }

  /** The stamped copy from memory, stamped and read in on first use; null when it is too large to keep. */
  private async cachedPdf(ent: Entitlement): Promise<CachedPdf | null> {
    try {
      const copy = await this.downloads.stampedCopy(ent);
      return await this.pdfCache.getOrLoad(copy.key, () => this.downloads.stampedFile(ent, copy));
    } catch (err) {
      throw this.stampingFailed(ent, err);
    }
  }

  private stampingFailed(ent: Entitlement, err: unknown): DomainError {
    this.logger.error({
      msg: 'Guide PDF could not be stamped',
      slug: ent.item.guideSlug,
      orderId: ent.order.id,
      error: err instanceof Error ? err.message : String(err),
    });
    return unavailable();
  }

  /** `revoked`: the receipt's link to a guide since refunded, which a fresh link would not bring back. */
  private refuse(req: Request, res: Response, guide: Guide, revoked: boolean): void {
    const headers = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
    // A browser tab asks for HTML first; API clients (and no Accept header) get JSON.
    if (req.accepts(['json', 'html']) !== 'html')
      throw new CommonError('forbidden', revoked ? REVOKED_MESSAGE : FORBIDDEN_MESSAGE, headers);
    res
      .status(HttpStatus.FORBIDDEN)
      .set(headers)
      .type('html')
      .send(revoked ? renderRevokedPage(guide) : renderForbiddenPage(guide));
  }

  /** One download_log row per download served: complete GET responses, 200 or 206, with the bytes sent. */
  private logWhenFinished(ent: Entitlement, req: Request, res: Response): void {
    if (req.method !== 'GET') return;
    // Read now: once the response is finished the socket may be gone (and its address with it).
    const ip = req.ip;
    const userAgent = req.get('user-agent');
    res.once('finish', () => {
      if (res.statusCode !== 200 && res.statusCode !== 206) return;
      const bytes = Number(res.getHeader('Content-Length') ?? 0);
      this.downloads
        .recordDownload(ent, { ip, userAgent, bytes: Number.isFinite(bytes) ? bytes : 0 })
        .catch((err: unknown) =>
          this.logger.error({ msg: 'Download not logged', orderId: ent.order.id, error: err instanceof Error ? err.message : String(err) }),
        );
    });
  }

  /**
   * Streams the stamped copy from storage with Range (206, 416), If-Range, conditional
   * requests and HEAD. Resolves 'missing' when it is gone before anything was sent.
   */
  private async sendPdf(req: Request, res: Response, object: string, guide: Guide): Promise<ServeOutcome> {
    try {
      return await serveObject(req, res, this.store, object, { headers: pdfHeaders(guide.title), ranges: true });
    } catch (err) {
      if (!(err instanceof ServeRefusal)) throw err;
      throw err.status === 416
        ? new DownloadError('range_not_satisfiable', 'The requested range is not satisfiable.', err.headers)
        : new DownloadError('precondition_failed', 'Precondition failed.', err.headers);
    }
  }
}

function unavailable(): DomainError {
  return new CommonError('unavailable', 'This guide is not available right now. Please try again in a few minutes.');
}
