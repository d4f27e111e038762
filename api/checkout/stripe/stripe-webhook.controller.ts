import { Controller, Headers, HttpCode, Inject, Logger, Post, Req, type RawBodyRequest } from '@nestjs/common';
import type { Request } from 'express';
import type Stripe from 'stripe';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payment-provider.js';
import { OnlyWithProvider } from '../provider.guard.js';
import { StripePaymentProvider } from './stripe.provider.js';
import { StripeWebhookService, type WebhookResult } from './stripe-webhook.service.js';
import { CheckoutError } from '../checkout.errors.js';
import { CommonError } from '../../common/domain-error.js';
import { ApiBody, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/api-docs.js';
import { WebhookResultDto } from '../dto/checkout-responses.dto.js';

/** How old a signed delivery may be (Stripe's default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * POST /api/webhooks/stripe. The signature is verified on the raw bytes before anything
 * of the request is used (the parsed JSON body is never read). Not @JsonOnly: Stripe's
 * signature is the check here.
 */
@ApiTags('checkout')
@Controller('webhooks')
@OnlyWithProvider('stripe')
export class StripeWebhookController {
  private readonly logger = new Logger('StripeWebhook');

  constructor(
    private readonly webhooks: StripeWebhookService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  @Post('stripe')
  @ApiOperation({ summary: "Stripe's webhook (only with the stripe provider), verified on the raw body" })
  @ApiHeader({ name: 'Stripe-Signature', required: true })
  @ApiBody({ description: 'A Stripe event, as Stripe signs it', schema: { type: 'object' } })
  @ApiOkResponse({ type: WebhookResultDto })
  @ApiErrors(400, 404)
  @HttpCode(200)
  async receive(@Req() req: RawBodyRequest<Request>, @Headers('stripe-signature') signature?: string): Promise<WebhookResult> {
    const raw = req.rawBody;
    const secret = this.config.stripe?.webhookSecret;
    // OnlyWithProvider('stripe') lets no request through with another provider.
    if (!secret || !(this.provider instanceof StripePaymentProvider)) throw new CommonError('not_found', 'Not found');
    if (!raw || raw.length === 0 || typeof signature !== 'string' || signature === '') {
      throw new CheckoutError('invalid_signature', 'Missing webhook signature or body');
    }
    let event: Stripe.Event;
    try {
      event = this.provider.verifyWebhook(raw, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
    } catch (err) {
      this.logger.warn(`Webhook refused: ${err instanceof Error ? err.message.split('\n')[0] : 'invalid signature'}`);
      throw new CheckoutError('invalid_signature', 'Invalid webhook signature');
    }
    if (!event || typeof event.id !== 'string' || typeof event.type !== 'string' || !event.data?.object) {
      throw new CheckoutError('invalid_event', 'Malformed event');
    }
    return this.webhooks.handle(event);
  }
}
