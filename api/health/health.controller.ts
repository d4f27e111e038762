import { Controller, Get, Header, HttpCode } from '@nestjs/common';
import { CommonError } from '../common/domain-error.js';
import { DATABASE_UNAVAILABLE, type HealthBody, HealthProbe } from './health-probe.js';

export type { HealthBody } from './health-probe.js';

/** GET /api/health: 200 with the database's state, 503 when it does not answer. */
@Controller('health')
export class HealthController {
  constructor(private readonly probe: HealthProbe) {}

  @Get()
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async check(): Promise<HealthBody> {
    const body = await this.probe.check();
    if (body === null) throw new CommonError(DATABASE_UNAVAILABLE.code, DATABASE_UNAVAILABLE.message);
    return body;
  }
}
