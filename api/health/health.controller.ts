import { Controller, Get, Header, HttpCode, HttpStatus, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CommonError } from '../common/domain-error.js';
import { DATABASE_UNAVAILABLE, type HealthBody, HealthProbe } from './health-probe.js';
import { MetricsAccessGuard } from '../metrics/metrics.guard.js';
import { type PublicReadinessBody, publicReadiness, type ReadinessBody, ReadinessProbe } from './readiness-probe.js';
import { ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-docs.js';
import { HealthBodyDto, NotReadyBodyDto, ReadinessBodyDto } from './dto/health-responses.dto.js';

export type { HealthBody } from './health-probe.js';

/** A readiness answer that is not ready: the checks, plus the error model's message and code. */
export type NotReadyBody = (ReadinessBody | PublicReadinessBody) & { message: string; code: 'unavailable' };

@ApiTags('operations')
@Controller('health')
export class HealthController {
  constructor(
    private readonly probe: HealthProbe,
    private readonly readiness: ReadinessProbe,
    private readonly operators: MetricsAccessGuard,
  ) {}

  /** Liveness: 200 with the database's state, 503 when it does not answer. */
  @Get()
  @ApiOkResponse({ type: HealthBodyDto })
  @ApiErrors(503)
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async check(): Promise<HealthBody> {
    const body = await this.probe.check();
    if (body === null) throw new CommonError(DATABASE_UNAVAILABLE.code, DATABASE_UNAVAILABLE.message);
    return body;
  }

  /**
   * Readiness: 200 when the database, the storage folders and the free disk space are fine,
   * else 503 naming what is not. The free space and the errors go only to operators (the
   * clients METRICS_ALLOW or METRICS_TOKEN admits, as for /metrics): anybody else learns
   * whether each check passed, not how full the disk is.
   */
  @Get('ready')
  @ApiOkResponse({ type: ReadinessBodyDto })
  @ApiResponse({ status: 503, type: NotReadyBodyDto, description: 'Not ready: the failing checks carry an error' })
  @Header('Cache-Control', 'no-store')
  async ready(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<ReadinessBody | PublicReadinessBody | NotReadyBody> {
    const full = await this.readiness.check();
    const body = this.operators.admits(req) ? full : publicReadiness(full);
    if (body.status === 'ready') return body;
    res.status(HttpStatus.SERVICE_UNAVAILABLE);
    const failing = Object.entries(body.checks)
      .filter(([, c]) => !c.ok)
      .map(([name]) => name);
    return { ...body, message: `Not ready: ${failing.join(', ')}`, code: 'unavailable' };
  }
}
