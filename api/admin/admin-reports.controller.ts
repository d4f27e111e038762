import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AdminReports } from '../../shared/api/admin-reports.js';
import { ApiErrors } from '../common/api-docs.js';
import { AdminReportsService } from './admin-reports.service.js';
import { AdminOnly } from './admin.guard.js';
import { AdminReportsDto, ReportsQueryDto } from './dto/admin-reports.dto.js';

/** The owner's dashboard figures: this period against the one before (AdminReportsService). */
@ApiTags('admin')
@ApiCookieAuth()
@Controller('admin/reports')
@AdminOnly()
export class AdminReportsController {
  constructor(private readonly reports: AdminReportsService) {}

  @Get()
  @ApiOkResponse({ type: AdminReportsDto, description: 'Series and totals of the period and the period before' })
  @ApiErrors(400, 401, 403)
  async get(@Query() q: ReportsQueryDto, @Res({ passthrough: true }) res: Response): Promise<AdminReports> {
    res.setHeader('Cache-Control', 'no-store');
    return this.reports.report(q.range ?? 30, q.granularity ?? 'day');
  }
}
