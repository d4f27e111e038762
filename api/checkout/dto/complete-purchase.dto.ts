import { ArrayMaxSize, IsArray, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsShopEmail } from '../../common/validators/is-shop-email.js';
import { MAX_UPSELLS } from '../checkout-pricing.js';

/** POST /api/complete-purchase (spec §3 'Purchase completion request'). */
export class CompletePurchaseDto {
  @IsString() @MaxLength(255) @Matches(/^pi_[A-Za-z0-9_]+$/, { message: 'paymentIntentId must be a payment intent id' })
  paymentIntentId: string;

  @IsShopEmail({ required: 'Please enter a valid email address', invalid: 'Please enter a valid email address', normalise: 'none' })
  email: string;

  @IsString() @MaxLength(64)
  guideSlug: string;

  @IsOptional() @IsArray() @ArrayMaxSize(MAX_UPSELLS)
  @IsString({ each: true }) @MaxLength(64, { each: true })
  upsellSlugs?: string[];
}
