import { Controller, Get, Logger, Param, Req, Res } from '@nestjs/common';
import { CommonError } from '../common/domain-error.js';
import type { Request, Response } from 'express';
import { GUIDES } from '../../shared/catalogue.js';
import type { Guide } from '../../shared/guide.types.js';
import { type EnsureResult, PreviewsService, PreviewUnavailableError, type PreviewScale, type WebpWidth } from './previews.service.js';
import { ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-docs.js';
import { serveObject } from '../storage/serve-object.js';

/** '101-page-1.png', '204-page-4@2x.png', '101-page-2-300.webp'. */
const FILE_RE = /^(101|201|202|203|204)-page-([1-4])(?:(@2x)?\.png|-(300|600|1200)\.webp)$/;
/** Browsers may keep a preview for an hour; ETag / Last-Modified revalidate after that. */
const MAX_AGE_MS = 3600 * 1000;

function notFound(): CommonError {
  return new CommonError('not_found', 'Preview not found');
}

/**
 * GET /previews/{number}-page-{n}[@2x].png and {number}-page-{n}-{300|600|1200}.webp (outside the /api prefix). Any other name, a
 * missing PDF or a failed render is a 404 JSON body; the web page then shows its generic
 * page image.
 */
@ApiTags('guides')
@Controller('previews')
export class PreviewsController {
  private readonly logger = new Logger(PreviewsController.name);

  constructor(private readonly previews: PreviewsService) {}

  @Get(':file')
  @ApiParam({
    name: 'file',
    example: '101-page-1.png',
    description: '{number}-page-{1-4}[@2x].png or {number}-page-{1-4}-{300|600|1200}.webp',
  })
  @ApiOkResponse({
    description: 'A page of the guide as an image (cached an hour, then revalidated)',
    content: {
      'image/png': { schema: { type: 'string', format: 'binary' } },
      'image/webp': { schema: { type: 'string', format: 'binary' } },
    },
  })
  @ApiErrors(404)
  async preview(@Param('file') file: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const m = FILE_RE.exec(file);
    const guide = m ? GUIDES.find((g) => g.number === m[1]) : undefined;
    if (!m || !guide) throw notFound();
    const page = Number(m[2]);
    const scale: PreviewScale = m[3] ? 2 : 1;
    const webpWidth = m[4] ? (Number(m[4]) as WebpWidth) : undefined;

    // One retry: a preview file deleted behind the cache's back is rendered again.
    for (let attempt = 0; attempt < 2; attempt++) {
      const manifest = (await this.ensure(guide)).manifest;
      if (page > manifest.pages) throw notFound();
      const [key, type] =
        webpWidth === undefined
          ? [this.previews.fileKey(guide.number, page, scale), 'image/png']
          : [this.previews.webpKey(guide.number, page, webpWidth), 'image/webp'];
      const sent = await serveObject(req, res, this.previews.store, key, {
        maxAgeMs: MAX_AGE_MS,
        headers: { 'Content-Type': type, 'X-Content-Type-Options': 'nosniff' },
      });
      if (sent === 'sent') return;
      this.previews.invalidate(guide.slug);
    }
    throw notFound();
  }

  private async ensure(guide: Guide): Promise<EnsureResult> {
    try {
      return await this.previews.ensure(guide.slug);
    } catch (err) {
      if (err instanceof PreviewUnavailableError && err.reason === 'render_failed') {
        this.logger.warn({ msg: 'Preview render failed', slug: guide.slug, error: err.message });
      } else if (!(err instanceof PreviewUnavailableError)) {
        this.logger.warn({ msg: 'Preview unavailable', slug: guide.slug, error: err instanceof Error ? err.message : String(err) });
      }
      throw notFound();
    }
  }
}
