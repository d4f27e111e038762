import { Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { HealthProbe } from './health-probe.js';
import { ReadinessProbe } from './readiness-probe.js';

@Module({ controllers: [HealthController], providers: [HealthProbe, ReadinessProbe], exports: [HealthProbe] })
export class HealthModule {}
