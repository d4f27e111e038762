import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  OwnedGuidesResponse,
  PaymentIntentResponse,
  PaymentProviderName,
  PublicConfig,
  PurchasedItem,
  PurchaseResponse,
  SandboxConfirmResponse,
} from '../../../shared/api/checkout.js';
import type { WebhookResult } from '../stripe/stripe-webhook.service.js';

/** OpenAPI shapes of the checkout routes: each implements its wire type (shared/api/checkout.ts). */

const PROVIDERS: PaymentProviderName[] = ['sandbox', 'stripe'];

export class PublicConfigDto implements PublicConfig {
  @ApiProperty({ enum: PROVIDERS })
  provider: PaymentProviderName;

  @ApiProperty({ type: String, nullable: true, example: 'pk_live_...' })
  stripePublishableKey: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'G-XXXXXXXXXX' })
  gaMeasurementId: string | null;

  @ApiProperty({ type: String, nullable: true })
  metaPixelId: string | null;

  @ApiProperty({ format: 'email' })
  supportEmail: string;
}

export class PaymentIntentResponseDto implements PaymentIntentResponse {
  @ApiProperty({ description: "For the provider's confirmation in the browser" })
  clientSecret: string;

  @ApiProperty({ description: 'The total the server priced, in cents', example: 2899 })
  amountCents: number;

  @ApiProperty({ enum: PROVIDERS })
  provider: PaymentProviderName;

  @ApiPropertyOptional({ example: 'SPRING-20', description: 'The discount code applied, as stored' })
  discountCode?: string;

  @ApiPropertyOptional({ example: 580, description: 'What the discount code took off, in cents' })
  discountCents?: number;
}

export class OwnedGuidesResponseDto implements OwnedGuidesResponse {
  @ApiProperty({ type: [String], example: ['fabric-101'], description: 'Guides this session or account owns' })
  slugs: string[];
}

export class PurchasedItemDto implements PurchasedItem {
  @ApiProperty({ example: 'fabric-101' })
  slug: string;

  @ApiProperty()
  title: string;

  @ApiProperty({ example: '/api/download/fabric-101' })
  downloadUrl: string;
}

export class PurchasedOrderDto {
  @ApiProperty({ example: 'TW-000123' })
  number: string;

  @ApiProperty({ format: 'email' })
  email: string;

  @ApiProperty({ example: 2899 })
  totalCents: number;

  @ApiProperty({ type: () => [PurchasedItemDto] })
  items: PurchasedItemDto[];
}

export class PurchaseResponseDto implements PurchaseResponse {
  @ApiProperty({ enum: [true] })
  ok: true;

  @ApiProperty({ type: () => PurchasedOrderDto })
  order: PurchasedOrderDto;
}

export class SandboxConfirmResponseDto implements SandboxConfirmResponse {
  @ApiProperty({ enum: ['succeeded'] })
  status: 'succeeded';

  @ApiProperty({ example: 'pi_3Nabc123' })
  paymentIntentId: string;
}

export class WebhookResultDto implements WebhookResult {
  @ApiProperty({ enum: [true] })
  received: true;

  @ApiPropertyOptional({ enum: [true], description: 'This event was handled before (a repeated delivery: no effect)' })
  duplicate?: true;
}
