import { Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { HealthProbe } from './health-probe.js';

@Module({ controllers: [HealthController], providers: [HealthProbe], exports: [HealthProbe] })
export class HealthModule {}
