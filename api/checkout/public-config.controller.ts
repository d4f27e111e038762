import { Controller, Get, Header, Inject } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';

import type { PublicConfig } from '../../shared/api/checkout.js';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PublicConfigDto } from './dto/checkout-responses.dto.js';

export function publicConfig(config: AppConfig): PublicConfig {
  return {
    provider: config.paymentProvider,
    stripePublishableKey: config.paymentProvider === 'stripe' ? (config.stripe?.publishableKey ?? null) : null,
    gaMeasurementId: config.gaMeasurementId,
    metaPixelId: config.metaPixelId,
    supportEmail: config.supportEmail,
  };
}

@ApiTags('checkout')
@Controller('config')
export class PublicConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @ApiOkResponse({ type: PublicConfigDto })
  @Header('Cache-Control', 'no-cache')
  get(): PublicConfig {
    return publicConfig(this.config);
  }
}
