import { Controller, Get, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-docs.js';
import { OwnDownloadsResponseDto } from './dto/download-history.dto.js';
import { PurchasesQueryDto } from '../account/dto/purchases-query.dto.js';
import { LoggedInGuard } from '../account/guards/logged-in.guard.js';
import { currentUser } from '../session/current-user.js';
import { DOWNLOADS_PAGE_SIZE, type OwnDownloadsResponse } from '../../shared/api/downloads.js';
import { cursorOf, DownloadHistoryService, iso, truncateIp } from './download-history.service.js';

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
