import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import type { FreeOrderRequest, FreeOrderResponse } from '../../../shared/api/checkout.js';
import { IsShopEmail } from '../../common/validators/is-shop-email.js';
import { MAX_UPSELLS } from '../checkout-pricing.js';
import { PurchaseResponseDto } from './checkout-responses.dto.js';

/** POST /api/checkout/free-order: a discount code that covers the whole order, no card. */
export class FreeOrderDto implements FreeOrderRequest {
  @ApiProperty({ maxLength: 64, example: 'fabric-101' })
  @MaxLength(64)
  @IsString()
  guideSlug: string;

  @ApiPropertyOptional({ type: [String], maxItems: MAX_UPSELLS, example: ['fabric-201-cotton'] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_UPSELLS, { message: `At most ${MAX_UPSELLS} other guides can be added` })
  @MaxLength(64, { each: true })
  @IsString({ each: true })
  upsellSlugs?: string[];

  @ApiProperty({ maxLength: 64, example: 'LAUNCH-FREE', description: 'A discount code that covers the whole order' })
  @MaxLength(64)
  @IsString()
  @MinLength(1, { message: 'Please enter a discount code' })
  code: string;

  @ApiProperty({ format: 'email', maxLength: 254 })
  @IsShopEmail({ required: 'Please enter a valid email address', invalid: 'Please enter a valid email address', normalise: 'none' })
  email: string;

  @ApiProperty({ maxLength: 120, description: 'From GET /api/legal/checkout-terms: the versions next to the ticked box' })
  @MaxLength(120)
  @IsString()
  @Matches(/^[\w@.+-]+$/, { message: 'termsVersion is not a version of the Terms' })
  termsVersion: string;
}

export class FreeOrderResponseDto extends PurchaseResponseDto implements FreeOrderResponse {
  @ApiProperty({ description: "The order's handle for the thank-you page (its payment_intent parameter)", example: 'pi_free_Ab12Cd34' })
  paymentIntentId: string;
}
