import { Controller, Get, HttpCode, ServiceUnavailableException } from '@nestjs/common';
import { DATABASE_UNAVAILABLE, type HealthBody, HealthProbe } from './health-probe.js';

export type { HealthBody } from './health-probe.js';

/**
 * GET /api/health. A plain GET is answered before Express by the fast path in
 * app.factory.ts (same probe, same body); this route answers the rest (HEAD, a query string).
 */
@Controller('health')
export class HealthController {
  constructor(private readonly probe: HealthProbe) {}

  @Get()
  @HttpCode(200)
  async check(): Promise<HealthBody> {
    const body = await this.probe.check();
    if (body === null) throw new ServiceUnavailableException(DATABASE_UNAVAILABLE);
    return body;
  }
}
