import { Global, Module } from '@nestjs/common';
import { MetricsController } from './metrics.controller.js';
import { MetricsAccessGuard } from './metrics.guard.js';
import { MetricsService } from './metrics.service.js';

/**
 * Prometheus metrics for every module (global): each registers its counters on
 * MetricsService; MetricsAccessGuard also tells readiness who is an operator.
 */
@Global()
@Module({
  controllers: [MetricsController],
  providers: [MetricsService, MetricsAccessGuard],
  exports: [MetricsService, MetricsAccessGuard],
})
export class MetricsModule {}
