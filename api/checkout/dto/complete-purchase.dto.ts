import { ArrayMaxSize, IsArray, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsShopEmail } from '../../common/validators/is-shop-email.js';
import { MAX_UPSELLS } from '../checkout-pricing.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** POST /api/complete-purchase (spec §3 'Purchase completion request'). */
export class CompletePurchaseDto {
  @ApiProperty({ pattern: '^pi_[A-Za-z0-9_]+$', maxLength: 255, example: 'pi_3Nabc123' })
  @MaxLength(255)
  @IsString()
  @Matches(/^pi_[A-Za-z0-9_]+$/, { message: 'paymentIntentId must be a payment intent id' })
  paymentIntentId: string;

  @ApiProperty({ format: 'email', maxLength: 254 })
  @IsShopEmail({ required: 'Please enter a valid email address', invalid: 'Please enter a valid email address', normalise: 'none' })
  email: string;

  @ApiProperty({ maxLength: 64, example: 'fabric-101' })
  @MaxLength(64)
  @IsString()
  guideSlug: string;

  @ApiPropertyOptional({ type: [String], maxItems: MAX_UPSELLS, example: ['fabric-201-cotton'] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_UPSELLS)
  @MaxLength(64, { each: true })
  @IsString({ each: true })
  upsellSlugs?: string[];
}
