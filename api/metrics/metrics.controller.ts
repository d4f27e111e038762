import { Controller, Get, Header, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { MetricsAccessGuard } from './metrics.guard.js';
import { MetricsService } from './metrics.service.js';
import { ApiBearerAuth, ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ErrorBodyDto } from '../common/api-docs.js';

/** GET /metrics (outside the /api prefix, where Prometheus looks by default). */
@ApiTags('operations')
@ApiBearerAuth('metrics')
@Controller('metrics')
@UseGuards(MetricsAccessGuard)
export class MetricsController {
  constructor(private readonly metrics: MetricsService) {}

  @Get()
  @ApiOkResponse({ description: 'Prometheus text format', content: { 'text/plain; version=0.0.4': { schema: { type: 'string' } } } })
  @ApiResponse({
    status: 404,
    type: ErrorBodyDto,
    description: 'Not in METRICS_ALLOW and no METRICS_TOKEN: the answer of an unknown route',
  })
  @Header('Cache-Control', 'no-store')
  async scrape(@Res({ passthrough: true }) res: Response): Promise<string> {
    res.type(this.metrics.contentType);
    return this.metrics.render();
  }
}
