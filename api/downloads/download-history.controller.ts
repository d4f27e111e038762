import { Controller, Get, Param, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-docs.js';
import { OrderDownloadsResponseDto, OwnDownloadsResponseDto } from './dto/download-history.dto.js';
import { PurchasesQueryDto } from '../account/dto/purchases-query.dto.js';
import { LoggedInGuard } from '../account/guards/logged-in.guard.js';
import { AdminOnly } from '../admin/admin.guard.js';
import { CommonError } from '../common/domain-error.js';
import { type Cursor, decodeCursor } from '../database/keyset.js';
import { currentUser } from '../session/current-user.js';
import { DOWNLOADS_PAGE_SIZE, type OrderDownloadsResponse, type OwnDownloadsResponse } from '../../shared/api/downloads.js';
import { DownloadHistoryService, truncateIp } from './download-history.service.js';

function cursorOf(raw: string | undefined): Cursor | undefined {
  if (raw === undefined) return undefined;
  const cursor = decodeCursor(raw);
  if (!cursor) throw new CommonError('validation_failed', 'cursor is not valid: pass the nextCursor of the previous page');
  return cursor;
}

const iso = (d: Date | string) => new Date(typeof d === 'string' && !d.includes('T') ? `${d.replace(' ', 'T')}Z` : d).toISOString();

/** GET /api/account/downloads: the logged-in buyer's own downloads (IP truncated), a page at a time. */
@ApiTags('account')
@ApiCookieAuth()
@Controller('account/downloads')
@UseGuards(LoggedInGuard)
export class AccountDownloadsController {
  constructor(private readonly history: DownloadHistoryService) {}

  @Get()
  @ApiOkResponse({ type: OwnDownloadsResponseDto })
  @ApiErrors(400, 401)
  async list(@Req() req: Request, @Query() q: PurchasesQueryDto, @Res({ passthrough: true }) res: Response): Promise<OwnDownloadsResponse> {
    res.setHeader('Cache-Control', 'no-store');
    const page = await this.history.ownPage(currentUser(req)!, cursorOf(q.cursor), q.limit ?? DOWNLOADS_PAGE_SIZE);
    return {
      downloads: page.rows.map((d) => ({ id: d.id, at: iso(d.at), guideSlug: d.guideSlug, ip: truncateIp(d.ip) })),
      nextCursor: page.nextCursor,
    };
  }
}

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
