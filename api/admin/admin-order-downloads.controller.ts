import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PurchasesQueryDto } from '../account/dto/purchases-query.dto.js';
import { ApiErrors } from '../common/api-docs.js';
import { CommonError } from '../common/domain-error.js';
import { cursorOf, DownloadHistoryService, iso } from '../downloads/download-history.service.js';
import { OrderDownloadsResponseDto } from '../downloads/dto/download-history.dto.js';
import { DOWNLOADS_PAGE_SIZE, type OrderDownloadsResponse } from '../../shared/api/downloads.js';
import { AdminOnly } from './admin.guard.js';

/** GET /api/admin/orders/:id/downloads: every download of one order, for the owner. */
@ApiTags('admin')
@ApiCookieAuth()
@Controller('admin/orders')
@AdminOnly()
export class AdminOrderDownloadsController {
  constructor(private readonly history: DownloadHistoryService) {}

  @Get(':id/downloads')
  @ApiOkResponse({ type: OrderDownloadsResponseDto })
  @ApiErrors(400, 401, 403)
  async list(
    @Param('id') rawId: string,
    @Query() q: PurchasesQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<OrderDownloadsResponse> {
    const id = /^[1-9]\d{0,14}$/.test(rawId) ? Number(rawId) : NaN;
    if (!Number.isSafeInteger(id)) throw new CommonError('invalid_id', 'The id must be a positive whole number');
    res.setHeader('Cache-Control', 'no-store');
    const page = await this.history.orderPage(id, cursorOf(q.cursor), q.limit ?? DOWNLOADS_PAGE_SIZE);
    return {
      downloads: page.rows.map((d) => ({
        id: d.id,
        at: iso(d.at),
        guideSlug: d.guideSlug,
        via: d.via,
        ip: d.ip,
        userAgent: d.userAgent,
        bytes: d.bytes,
      })),
      nextCursor: page.nextCursor,
    };
  }
}
