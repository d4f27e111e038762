import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { CommonError } from '../common/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { MetricsAccessPolicy } from './metrics-access.js';

/**
 * Lets through only the clients METRICS_ALLOW / METRICS_TOKEN name. Everybody else gets
 * the very answer of an unknown route, so /metrics does not show that it exists.
 */
@Injectable()
export class MetricsAccessGuard implements CanActivate {
  private readonly policy: MetricsAccessPolicy;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.policy = new MetricsAccessPolicy(config.metrics, config.trustProxy !== false);
  }

  /** True for an operator's request (METRICS_ALLOW / METRICS_TOKEN): readiness shows it its details too. */
  admits(req: Request): boolean {
    return this.policy.allows({ ip: req.ip, headers: req.headers });
  }

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (this.admits(req)) return true;
    throw new CommonError('not_found', `Cannot ${req.method} ${req.originalUrl}`);
  }
}
