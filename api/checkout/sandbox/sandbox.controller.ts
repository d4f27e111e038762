import { Body, Controller, HttpCode, Logger, Post } from '@nestjs/common';
import { JsonOnly } from '../../common/json-only.js';
import { SandboxConfirmDto } from '../dto/sandbox-confirm.dto.js';
import { OrdersService } from '../orders.service.js';
import { OnlyWithProvider } from '../provider.guard.js';
import { SandboxPaymentProvider } from './sandbox.provider.js';
import { CommonError } from '../../common/domain-error.js';
import { CheckoutError } from '../checkout.errors.js';
import { CheckoutConsentService, CONSENT_REQUIRED_MESSAGE } from '../checkout-consent.service.js';
import type { SandboxConfirmResponse } from '../../../shared/api/checkout.js';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors, ErrorBodyDto } from '../../common/api-docs.js';
import { SandboxConfirmResponseDto } from '../dto/checkout-responses.dto.js';

/**
 * POST /api/sandbox/confirm: the sandbox's stand-in for a provider's confirmPayment. It
 * exists only while the sandbox is the provider (404 otherwise). Card numbers are never
 * stored or logged; the intent keeps the last four digits and the brand.
 */
@ApiTags('checkout')
@Controller('sandbox')
@OnlyWithProvider('sandbox')
export class SandboxController {
  private readonly logger = new Logger('Sandbox');

  constructor(
    private readonly sandbox: SandboxPaymentProvider,
    private readonly orders: OrdersService,
    private readonly consent: CheckoutConsentService,
  ) {}

  @Post('confirm')
  @ApiOperation({ summary: 'Confirms a sandbox payment with a test card (only while the sandbox is the provider)' })
  @ApiOkResponse({ type: SandboxConfirmResponseDto })
  @ApiErrors(400, 404, 415)
  @ApiResponse({ status: 402, type: ErrorBodyDto, description: 'The card was declined' })
  @ApiResponse({
    status: 428,
    type: ErrorBodyDto,
    description: 'The buyer has not agreed to the Terms (consent_required): nothing charged',
  })
  @HttpCode(200)
  @JsonOnly()
  async confirm(@Body() dto: SandboxConfirmDto): Promise<SandboxConfirmResponse> {
    // Like the page's box, the server takes no payment for an order without the buyer's consent.
    const result = await this.sandbox.confirm(dto.clientSecret, dto.email, dto.card, new Date(), (orderId) =>
      this.consent.hasConsent(orderId),
    );
    switch (result.kind) {
      case 'unknown_intent':
        throw new CheckoutError('payment_not_found', 'No such payment. Please reload the page.');
      case 'unexpected_state':
        throw new CheckoutError(
          'payment_intent_unexpected_state',
          `This payment is already ${result.status.replace(/_/g, ' ')} and cannot be confirmed again.`,
        );
      case 'no_consent':
        throw new CheckoutError('consent_required', CONSENT_REQUIRED_MESSAGE);
      case 'invalid_card':
        throw new CommonError('validation_failed', result.message);
      case 'declined':
        await this.orders.markFailed(result.intent.orderId);
        this.logger.log(`Test card declined for ${result.intent.id} (${result.intent.brand} ending ${result.intent.last4})`);
        throw new CheckoutError('card_declined', 'Your card was declined.');
      case 'authorised':
        // The page's confirmation succeeded; the money is taken when the order is fulfilled.
        return { status: 'succeeded', paymentIntentId: result.intent.id };
    }
  }
}
